# array.array under allocation failure: construction from every initializer, growth,
# slices, concatenation, repeats, conversions to bytes/list/str, big Q items, repr,
# subclasses, the iterator and the buffer protocol.
from array import array


class Sub(array):
    pass


a = array('i', range(50))
a.extend([1, 2, 3])
a += array('i', [4])
a *= 2
b = a[::3] + a[5:20]
b[2:4] = array('i', [7, 8, 9])
del b[::2]
c = array('Q', [2**64 - 1, 2**63]) * 3
u = array('u', 'hello \u20ac')
u.fromunicode('xyz')
s = Sub('d', [0.5, 1.5])
s.tag = 'x'
s.append(2)
it = iter(s)
print(repr(a[:5]), b.tolist()[:3], c.tolist()[:2], u.tounicode(), repr(s), next(it))
print(a.tobytes()[:8], bytes(array('h', [1, 2])), b''.join([array('b', [65]), b'B']))
d = array('b', b'abc')
d.frombytes(bytearray(b'de'))
d.fromlist([1, 2])
print(d, d.count(1), d.index(2), 3 in d, a == b, a < b, array('d', [1.0]) == array('i', [1]))
try:
    array('b', [1000])
except OverflowError as e:
    print('OverflowError', e)
