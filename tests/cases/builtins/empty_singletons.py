# CPython keeps one empty tuple, one empty str and one empty bytes: every way of making
# an empty one gives that object. frozenset() is not a singleton in 3.11, nor is
# bytearray(). Small ints -5..256 are cached.
E, S, B = (), '', b''
def same(x, y):
    return x is y
print([same(t, E) for t in (tuple(), tuple([]), (1, 2)[5:], E + E, E * 3, (1,) * 0,
                              tuple(x for x in []), tuple(range(0)), (1, 2)[2:1])])
print([same(s, S) for s in (str(), 'abc'[5:], ''.join([]), 'a' * 0, 'abc'.replace('abc', ''),
                              str(b'', 'ascii'), b''.decode(), 'x'.strip('x'), f'', '%s' % S,
                              'ab'[1:1], format(S), S.lower(), repr(1)[:0])])
print([same(b, B) for b in (bytes(), b'abc'[5:], bytes(0), b''.join([]), 'abc'.encode()[3:],
                              bytes([]), bytes(bytearray()), b'a' * 0, 'x'.encode()[:0])])
print(same(frozenset(), frozenset()), same(bytearray(), bytearray()), same([], []))
print(all(same(i, int(str(i))) for i in range(-5, 257)))
def f(*a, **k): return a
print(same(f(), E), same(f(*[]), E))
