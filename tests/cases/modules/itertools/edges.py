import itertools as it
def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)
show('is1', lambda: list(it.islice(range(10), 2**62, None)))
show('is2', lambda: list(it.islice(range(10), 1, 2**63 - 1, 2**62)))
show('is3', lambda: list(it.islice(range(10), 0, 9, 2**63 - 1)))
show('is4', lambda: it.islice([], 0, 2**63))
show('is5', lambda: it.islice([], 0, 1, 2**63))
class Idx:
    def __index__(self): raise ValueError('bad index')
show('is6', lambda: it.islice([], Idx()))
show('is7', lambda: it.islice([], Idx(), 3))
show('is8', lambda: list(it.islice(iter(range(10)), 3, 5)))
x = iter(range(10)); s = it.islice(x, 2); print(list(s), next(x), list(s))
def g():
    yield 1
    yield 2
    raise KeyError('k')
show('zl', lambda: list(it.zip_longest(g(), 'abcdef')))
show('cm', lambda: list(it.compress(g(), it.repeat(1))))
show('tw', lambda: list(it.takewhile(lambda x: x < 2, g())))
t = it.takewhile(lambda x: x < 2, [1, 2, 1]); print(list(t), list(t))
d = it.dropwhile(lambda x: x < 2, [1, 2, 1]); print(list(d), list(d))
show('ff', lambda: list(it.filterfalse(lambda x: 1 / x, [1, 0])))
show('sm', lambda: list(it.starmap(lambda *a: a, [(), [1], 'ab', iter('xy')])))
class C2(it.chain): pass
print(type(C2.from_iterable(['ab'])).__name__, list(C2.from_iterable(['ab', 'c'])))
print(type(it.chain.from_iterable([])).__name__)
show('cy', lambda: list(it.islice(it.cycle(g()), 3)))
show('rep', lambda: it.repeat(1, 2**63))
show('rep2', lambda: list(it.repeat('x', times=2)))
show('rep3', lambda: it.repeat(1, -2**63 - 5))
show('cnt', lambda: list(it.islice(it.count(0.5, 0.25), 3)))
show('cnt2', lambda: it.count(True, False))
show('cnt3', lambda: list(it.islice(it.count(10, -3), 4)))
show('acc', lambda: list(it.accumulate('abc', initial='z')))
show('acc2', lambda: list(it.accumulate([1, 2], None, initial=None)))
show('acc3', lambda: list(it.accumulate([], initial=0)))
show('acc4', lambda: list(it.accumulate(iterable=[1, 2], func=max)))
show('pw', lambda: list(it.pairwise(g())))
show('zl2', lambda: list(it.zip_longest('ab', [], fillvalue=None)))
z = it.zip_longest('a', 'bc'); print(next(z), next(z)); show('zl3', lambda: next(z))
