b = b'hello world'
print(b.startswith(b'he'), b.startswith(b'wo', 6), b.endswith(b'ld'), b.endswith((b'x', b'd')), b.startswith(b''), b.endswith(b'lo', 0, 5))
print(bytearray(b'abc').startswith(b'ab'), b.startswith((bytearray(b'h'),)))
b.startswith('he')
