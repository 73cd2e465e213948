# Red team 2 (issue 10), program 114_bigint_mul_single.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: multiplication of two large ints (Karatsuba/Toom cost) repeated, and squaring chain
a = (1 << 30000000) - 1
b = a * a
print(b.bit_length())
c = b * b
print(c.bit_length())
print("AFTER")
