print(b'ab'.split(b'b'))
b'ab'.split(b'')
