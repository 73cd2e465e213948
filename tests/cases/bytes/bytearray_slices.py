b = bytearray(b'0123456789')
b[2:5] = b'ab'
print(b)
b[::2] = b'XXXXX'
print(b)
del b[0]
del b[::3]
print(b)
b[1:1] = [65, 66]
b[-1:] = bytearray(b'END')
print(b)
b[len(b):] = range(97, 100)
print(b)
b[::2] = b'x'
