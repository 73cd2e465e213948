# The constructor: every kind of initializer and CPython's errors, in its order.
from array import array as A


def attempt(f):
    try:
        r = repr(f())
        print('  ok', r)
    except Exception as e:
        print('  ', type(e).__name__, e)


def gen():
    yield 1
    yield 2


inits = [[1, 2, 3], (4, 5), range(3), gen(), b'\x01\x02', bytearray(b'\x03\x04'),
         A('b', [9]), A('d', [1.0, 2.0]), A('u', 'xy'), 'hi', {7: 0}, iter([8]), 5, None,
         b'\x01\x02\x03\x04\x05\x06\x07\x08']
for tc in 'bhiqdu':
    print(tc)
    for init in inits:
        attempt(lambda: A(tc, init))

for args in [(), ('b', [1], 2), (1,), ('bb',), ('',), (b'b',), ('z',), ('z', 'abc'), ('\u20ac', 'x'), ('\xe9', A('u')),
             ('z', 5), ('z', [1]), ('\u20ac', [1]), ('b', A('u', 'a')), ('d', A('u'))]:
    attempt(lambda: A(*args))
attempt(lambda: A('b', typecode='b'))
attempt(lambda: A(typecode='b'))
attempt(lambda: A('u', b'abcd'))
attempt(lambda: A('h', b'abc'))
attempt(lambda: A('d', b'\x00' * 8))
attempt(lambda: A('b', [1, 'x', 3]))
attempt(lambda: A('f', A('d', [0.1, 1e300])))
attempt(lambda: A('b', A('d', [1.0])))
attempt(lambda: A('d', A('Q', [2**64 - 1])))
attempt(lambda: A('Q', A('b', [-1])))
a = A('i', [1, 2])
b = A('i', a)
b.append(3)
print(a, b, a is b)
print(type(A('b')), type(iter(A('b'))).__name__, type(iter(A('b'))))
attempt(lambda: hash(A('b')))
print(A.__hash__)
