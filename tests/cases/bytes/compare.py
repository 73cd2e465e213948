print(b'a' < b'b', b'ab' < b'a', b'abc' == b'abc', b'a' == 'a', b'a' != bytearray(b'a'))
print(bytearray(b'x') == b'x', b'' < b'\x00', sorted([b'b', b'a', b'ab']), max(b'xy', b'xz'))
b'a' < 'b'
