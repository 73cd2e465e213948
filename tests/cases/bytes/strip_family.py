print(b'  hi  '.strip(), b'  hi  '.lstrip(), b'  hi  '.rstrip(), b'xxhixx'.strip(b'x'), b'abcba'.strip(b'ab'), b'\t\n x \r\f\v'.strip())
print(bytearray(b' a ').strip(), b'aaa'.strip(b'a'), b'xy'.lstrip(None))
