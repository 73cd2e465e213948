x = 10
x += 5
x -= 3
x *= 4
x //= 5
x %= 7
x **= 3
x <<= 2
x >>= 1
x |= 1
x &= 0xFF
x ^= 0x0F
print(x)
