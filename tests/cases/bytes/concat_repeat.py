print(b'ab' + b'cd', b'ab' + bytearray(b'x'), bytearray(b'x') + b'y', b'ab' * 3, 2 * b'xy', b'a' * 0, b'a' * -1)
x = b'q'
x += b'r'
print(x)
b'a' + 'b'
