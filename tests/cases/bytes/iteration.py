for x in b'hi!':
    print(x)
print(list(b'abc'), list(bytearray(b'\x00\xff')), tuple(reversed(b'ab')), sum(b'\x01\x02'))
it = iter(b'z')
print(type(it).__name__, next(it), next(it, None))
