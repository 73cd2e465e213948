d = {b'k': 1}
print(d[b'k'], hash(b'k') == hash(b'k'), b'k' in d, bytearray(b'k') == b'k')
print({b'a', b'a', b'b'} == {b'a', b'b'})
hash(bytearray(b'k'))
