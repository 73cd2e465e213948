# groupby/_grouper and tee/_tee in C: __eq__ call order, invalidated groupers,
# re-entry, __copy__, chunk boundaries, argument errors
import itertools
from itertools import groupby, tee

log = []


class K:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        log.append((self.v, other.v))
        return self.v == other.v

    def __repr__(self):
        return f'K({self.v})'


def show(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


data = [K(1), K(1), K(2), K(2), K(2), K(3)]
out = [(k, list(g)) for k, g in groupby(data)]
print(out, log)
log.clear()
g = groupby(data)
k1, g1 = next(g)
print(next(g1), log)
k2, g2 = next(g)
print(k2, list(g1), list(g2), log)
log.clear()
g = groupby(data, key=lambda k: k.v % 2)
print([(k, len(list(grp))) for k, grp in g])
g = groupby('aabbbc')
keys = [k for k, _ in g]
print(keys, next(g, 'done'))
g = groupby('aabbbc')
groups = list(g)
print([(k, list(v)) for k, v in groups])
g = groupby('aab')
k, grp = next(g)
print(list(grp), list(grp), next(g)[0])
print(list(groupby([])), [(k, list(v)) for k, v in groupby('x', None)], list(groupby(iterable='ab', key=str.upper))[0][0])
show(groupby)
show(groupby, 1)
show(groupby, 'a', None, 3)
show(groupby, 'a', bad=1)
show(groupby, 'a', iterable='b')
show(lambda: list(groupby('ab', key=lambda x: 1 / 0)))
g = groupby('aab')
k, grp = next(g)
print(type(grp).__name__, type(g).__name__, iter(grp) is grp)
show(lambda: type(itertools._grouper(g, 'a')).__name__)
show(lambda: list(itertools._grouper(g, 'b')))
show(itertools._grouper, 1, 2)
show(itertools._grouper, g)
show(lambda: itertools._grouper(g, 1, x=2))


class G(groupby):
    pass


print([(k, list(v)) for k, v in G('xxy')])


def boom():
    yield 1
    raise ValueError('src')


g = groupby(boom())
k, grp = next(g)
show(lambda: list(grp))

# tee
a, b = tee(range(130))
print(next(a), list(itertools.islice(a, 60))[-1], next(b), sum(a), sum(b))
a, b, c = tee('abc', 3)
print(list(a), list(b), list(c), tee('x', 0), len(tee('x', 1)))
a, = tee([1, 2], 1)
print(type(a).__name__, list(a))
a, b = tee(iter([1, 2, 3]))
next(a)
c = a.__copy__()
d = tee(c)[1]
print(list(a), list(b), list(c), list(d), type(c).__name__)
t = itertools._tee([4, 5])
print(list(t), list(itertools._tee(t)))
a, b = tee(range(5))
c, e = tee(a)
print(c.__class__ is a.__class__, list(c), list(e), list(b), list(a))
show(tee)
show(tee, 1)
show(tee, [], -1)
show(tee, [], 1.5)
show(tee, [], 2 ** 70)
show(tee, [], 1, 2)
show(tee, [], n=2)
show(itertools._tee)
show(itertools._tee, 1)
show(itertools._tee, [], [])
show(lambda: itertools._tee([], x=1))
show(lambda: type(itertools._tee_dataobject([], [], None)).__name__)
show(itertools._tee_dataobject, [], (), None)
show(itertools._tee_dataobject, [], [1], 5)
show(itertools._tee_dataobject, [], [0] * 58, None)
show(itertools._tee_dataobject, [], [])


def reenter():
    yield next(src[0])


src = tee(reenter())
show(next, src[0])


class Copyable:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        return self.n

    def __copy__(self):
        return Copyable(self.n + 100)


x, y, z = tee(Copyable(0), 3)
print(type(x).__name__, next(x), next(y), next(z), x is not y)


def gen():
    yield 1
    raise KeyError('k')


a, b = tee(gen())
print(next(a), next(b))
show(next, a)
show(next, b)
a, b = tee(range(3))
del a
print(list(b))
