print(b'abc', b"it's", b'say "hi"', b'both \' and "', b'')
print(repr(b'\x00\x01\x7f\x80\xff'), repr(b'\t\n\r\\'))
print(bytearray(b"x'y"), bytearray(), bytearray(b'\x00'))
