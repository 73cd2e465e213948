a = -(2 ** 70) + 12345
print(a & 0xFFFF, a | 0xFF, a ^ -1)
print(a >> 3, a >> 80)
print((2 ** 70) & -(2 ** 65))
