a = 2 ** 65 + 7
b = -(2 ** 64) - 3
print(a + b, a - b, a * b, a // b, a % b, -a // b, -a % b)
print(a & b, a | b, a ^ b, a >> 3, b >> 3, b << 3)
print(a ** 3, b ** 2)
