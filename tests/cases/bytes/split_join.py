print(b'a b  c '.split(), b'a,b,,c'.split(b','), b'a,b,c'.split(b',', 1), b'a b c'.rsplit(None, 1), b'a,b,c'.rsplit(b',', 1))
print(b'  x  '.split(), b''.split(), b''.split(b','), b'a\tb\nc'.split(), b'abc'.split(maxsplit=0))
print(b', '.join([b'a', b'b', bytearray(b'c')]), b''.join([]), bytearray(b'-').join([b'x', b'y']))
b','.join([b'a', 'b'])
