# seeded draws and errors of the rewritten random methods (exact floats vs CPython)
import random

r = random.Random(12345)
print([r.triangular() for _ in range(3)], r.triangular(2, 2), r.triangular(1, 5, 1),
      r.triangular(1, 5, 5), r.triangular(5, 1, 2), r.triangular(0, 1, 0.25))
print([r.normalvariate(1, 2) for _ in range(3)], [r.gauss(3, 0.5) for _ in range(5)])
r.seed(7)
print(r.gauss(), r.getstate()[2])
r.seed(7)
print(r.gauss_next)
print([r.vonmisesvariate(1.0, k) for k in (0, 1e-7, 0.5, 4.0, 50.0)])
print([r.gammavariate(a, 2.0) for a in (0.3, 0.9, 1.0, 1.5, 30.0)])
print([r.betavariate(0.5, 0.7) for _ in range(3)])
for args in ((0, 1), (1, 0), (-1, 1)):
    try:
        r.gammavariate(*args)
    except ValueError as e:
        print(type(e).__name__, e)
for a in ('abc', b'abc', '', b'', 'é€'):
    r.seed(a, version=1)
    x = r.random()
    r.seed(a)
    print(repr(a), x, r.random())
for a in (None, 3.5, -7, True, 2 ** 70, bytearray(b'xy')):
    r.seed(a)
    if a is not None:
        print(r.random())
for a, v in (([1], 2), ({}, 1), (object(), 2)):
    try:
        r.seed(a, version=v)
    except TypeError as e:
        print(type(e).__name__, e)
r.seed(3, version=3)
print(r.random())
r.seed(99)
print(r.sample(range(10), 10), r.sample(range(10 ** 6), 7), r.sample('abcdefgh', 3))
print(r.sample(['a', 'b', 'c'], 5, counts=[1, 2, 3]), r.sample(range(100), 0))
for args, kw in (((range(3), 4), {}), ((range(3), -1), {}), ((range(3), 2), {'counts': [1, 2]}),
                 ((range(3), 2), {'counts': [1, 1, 1.5]}), ((range(3), 2), {'counts': [0, 0, 0]}),
                 (({1, 2}, 1), {}), ((range(3), 2.0), {}), ((range(100), 7.0), {})):
    try:
        print(r.sample(*args, **kw))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(r.choices('abc', k=4), r.choices('abc', [1, 0, 5], k=4), r.choices('abc', cum_weights=[1, 1, 4], k=3))
for args, kw in ((('abc', 2), {}), (('abc', True), {}), (('abc', [1, 2]), {}), (('abc', [0, 0, 0]), {}),
                 (('abc', [1, float('inf'), 1]), {}), (('abc', [1, 2, 3]), {'cum_weights': [1, 2, 3]}),
                 (('abc', 'xyz'), {}), (('abc',), {'k': 2.0})):
    try:
        print(r.choices(*args, **kw))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
st = r.getstate()
v2 = (2, tuple(x - 2 ** 32 if i % 2 else x for i, x in enumerate(st[1])), None)
r.setstate(v2)
a = r.random()
r.setstate(st)
print(a == r.random())
for bad in ((4, (), None), (1, (), None)):
    try:
        r.setstate(bad)
    except ValueError as e:
        print(type(e).__name__, e)


class Bits(random.Random):
    def getrandbits(self, k):
        return (2 ** k - 1) // 3


class Floats(random.Random):
    def random(self):
        return 0.3


class Both(Floats):
    def getrandbits(self, k):
        return 1


class Own(Bits):
    def _randbelow(self, n):
        return 0


class Child(Floats):
    pass


for cls in (Bits, Floats, Both, Own, Child):
    print(cls.__name__, cls._randbelow.__name__, cls().randrange(10), cls().choice('abcdef'))
print(random.SystemRandom().getrandbits(0), random.SystemRandom().getrandbits(5) < 32)
try:
    random.SystemRandom().getrandbits(-1)
except ValueError as e:
    print(type(e).__name__, e)
