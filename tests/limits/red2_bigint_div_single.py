# Red team 2 (issue 10), program 112_bigint_div_single.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: single libtommath calls with quadratic cost: huge // huge, % , divmod, str-free
x = 1 << 20000000
y = (1 << 10000000) + 12345
q = x // y
print(q.bit_length())
r = x % (y + 2)
print(r.bit_length())
print("AFTER")
