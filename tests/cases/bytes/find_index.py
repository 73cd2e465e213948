b = b'abcabc'
print(b.find(b'c'), b.find(b'c', 3), b.find(b'x'), b.rfind(b'a'), b.find(99), b.rfind(97, 0, 2), b.find(b''), b.find(b'', 10))
print(b.index(b'b'), b.rindex(b'b'), b.count(b'a'), b.count(b''), b.count(98), b.count(b'abc', 1))
print(b.find(b'b', -3), b.find(b'b', None, None), bytearray(b'xyz').find(b'z'))
b.index(b'q')
