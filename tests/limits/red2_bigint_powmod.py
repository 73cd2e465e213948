# Red team 2 (issue 10), program 113_bigint_powmod.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: pow(a, huge_exp, huge_mod) in one call
m = (1 << 100000) + 1
print(pow(3, (1 << 200000) + 1, m).bit_length())
print("AFTER")
