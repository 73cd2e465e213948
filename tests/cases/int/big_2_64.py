a = 2 ** 64
print(a, a - 1, a + 1, -a)
print(18446744073709551615 + 1)
print(a * a)
print(a // 3, a % 3)
