print(b'aaa'.replace(b'a', b'b'), b'aaa'.replace(b'a', b'b', 2), b'abc'.replace(b'', b'-'), b'abc'.replace(b'x', b'y'), b'abab'.replace(b'ab', b''))
print(bytearray(b'hello').replace(b'l', b'L'), b'a'.replace(b'a', b'xyz', 0), b'abc'.replace(b'', b'.', 2))
