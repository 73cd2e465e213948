# Subclasses of array.array: their own name in repr, attributes, methods, __new__.
import copy
from array import array as A


class S(A):
    def total(self):
        return sum(self)


s = S('i', [1, 2, 3])
print(type(s).__name__, s.total(), len(s), s[1], s[::2], type(s[::2]).__name__)
print(isinstance(s, A), issubclass(S, A), s, repr(s), str(S('u', 'ab')), S('d'))
s.append(4)
s.extend(S('i', [5]))
print(s.tolist(), s.typecode, s.itemsize)
print(s == A('i', [1, 2, 3, 4, 5]), type(s + s).__name__, type(s * 2).__name__)
s += A('i', [6])
print(type(s).__name__, s.tolist())
s *= 2
print(type(s).__name__, s.tolist())
s.x = 5
print(s.x, s.__dict__)
print(type(s.__copy__()).__name__, type(copy.copy(s)).__name__,
      type(copy.deepcopy(s)).__name__)


class T(A):
    def __new__(cls, *args):
        return super().__new__(cls, 'd', args)

    def __init__(self, *args):
        self.n = len(args)


t = T(1, 2)
print(t.tolist(), type(t).__name__, t.n, t)


class U(A):
    __slots__ = ('tag',)


u = U('b', b'xy')
u.tag = 'x'
print(u, u.tag)
try:
    u.other = 1
except AttributeError as e:
    print('AttributeError', e)
try:
    S('b', [1], typecode='b')
except TypeError as e:
    print('TypeError', e)


class R(A):
    def __repr__(self):
        return 'R!'


r = R('b', [1])
print(repr(r), [r], r == A('b', [1]), bytes(r), list(iter(r)))

# hashing of subclasses
class S2(A):
    pass
for x in (S2('b'), A('b')):
    try: hash(x)
    except TypeError as e: print(e)
class H(A):
    def __hash__(self): return 7
print(hash(H('b')), {H('b'): 1}[H('b')] if False else '')
print(S2('b',[1]) == S2('b',[1]), S2.__mro__)
