b = bytearray(b'ab')
c = b
b += b'cd'
b += bytearray(b'e')
print(b, c is b)
b = b * 2
print(b, c)
print(bytearray(b'x') * 3, 3 * bytearray(b'y'))
