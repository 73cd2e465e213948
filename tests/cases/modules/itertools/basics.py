import itertools as it
from itertools import *

def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

print(list(islice(count(), 5)), list(islice(count(5, 2), 3)), list(islice(count(1.5, 0.5), 3)))
c = count(5); next(c); print(c, count(0, 1.0), count(2, 3), count(1j), count(2**70))
print(repeat('a', 3), repeat('a'), repeat(1, -1), list(repeat(7, 3)), repeat(1, 4).__length_hint__())
print(list(islice(cycle('abc'), 8)), list(cycle([])))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], lambda a, b: a * b)))
print(list(accumulate([1, 2], initial=10)), list(accumulate([], initial=5)), list(accumulate([])))
print(list(accumulate([3, 1, 4], max)), list(accumulate('abc')))
print(list(chain('ab', [1, 2], ())), list(chain.from_iterable(['ab', 'cd'])), list(chain()))
print(list(compress('abcdef', [1, 0, 1, 0, 1, 1])), list(compress('abc', [1])))
print(list(dropwhile(lambda x: x < 3, [1, 2, 3, 1, 5])), list(takewhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(filterfalse(None, [0, 1, '', 'a'])), list(filterfalse(lambda x: x % 2, range(6))))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(starmap(max, [[1, 5], 'ab'])))
print(list(pairwise('abcd')), list(pairwise('a')), list(pairwise('')))
print(list(zip_longest('abc', [1])), list(zip_longest('ab', 'x', fillvalue='-')), list(zip_longest()))
print(list(islice('abcdefg', 2)), list(islice('abcdefg', 2, 4)), list(islice('abcdefg', 2, None)),
      list(islice('abcdefg', 0, None, 2)), list(islice('abcdefg', None)), list(islice('ab', 1, 10, 3)))
print(list(product('ab', range(2))), list(product([1, 2], repeat=2)), list(product()), list(product('ab', [])))
print(list(permutations('abc', 2)), list(permutations(range(3))), list(permutations('ab', 3)), list(permutations([], 0)))
print(list(combinations('abcd', 2)), list(combinations('ab', 0)), list(combinations('ab', 3)))
print(list(combinations_with_replacement('abc', 2)), list(combinations_with_replacement('', 2)),
      list(combinations_with_replacement('', 0)))
print(len(list(permutations(range(6)))), len(list(combinations(range(10), 4))))
print([(k, list(g)) for k, g in groupby('aaabbcaa')])
print([(k, list(g)) for k, g in groupby([1, 2, 3, 4, 5, 6], key=lambda x: x // 3)])
gs = list(groupby('aabb'))
print([(k, list(g)) for k, g in gs])
g = groupby('aaabbb'); k1, g1 = next(g); print(k1, next(g1)); k2, g2 = next(g); print(k2, list(g1), list(g2))
print(type(g1).__name__, type(g).__name__, type(g).__module__, type(g1).__module__)
a, b = tee(range(5)); print(next(a), next(a), list(b), list(a))
a, b, c = tee('xyz', 3); print(list(a), list(b), list(c), type(a).__name__)
a, = tee([1], 1); b = a.__copy__(); print(list(a), list(b))
x, y = tee(iter(range(200))); print(sum(x), sum(y))
print(tee([], 0), len(tee('a', 5)))
a, b = tee([1, 2]); c, d = tee(a); print(list(c), list(d), list(b))
for t in (count, cycle, repeat, accumulate, chain, compress, dropwhile, takewhile, filterfalse,
          starmap, groupby, islice, pairwise, zip_longest, product, permutations, combinations,
          combinations_with_replacement):
    print(t.__name__, t.__module__, repr(t))

class MyCount(count):
    pass
print(type(MyCount(3)).__name__, list(islice(MyCount(3, 2), 2)), isinstance(MyCount(), count))

for label, f in [
    ('count-str', lambda: count('a')), ('count-step', lambda: count(1, 'a')),
    ('count-3', lambda: count(1, 2, 3)), ('count-kw', lambda: count(x=1)),
    ('repeat-0', lambda: repeat()), ('repeat-3', lambda: repeat(1, 2, 3)),
    ('repeat-kw', lambda: repeat(1, x=2)), ('repeat-str', lambda: repeat(1, 'a')),
    ('repeat-len', lambda: repeat(1).__length_hint__()),
    ('islice-neg', lambda: islice([], -1)), ('islice-step0', lambda: islice([], 1, 2, 0)),
    ('islice-str', lambda: islice([], 'a')), ('islice-1', lambda: islice([])),
    ('islice-5', lambda: islice([], 1, 2, 3, 4)), ('islice-kw', lambda: islice([], a=1)),
    ('islice-start', lambda: islice([], -1, 3)), ('islice-stop', lambda: islice([], 1, -2)),
    ('islice-stop-1', lambda: islice([], 1, -1)), ('islice-big', lambda: islice([], 2**70)),
    ('islice-float', lambda: islice([], 1.5)), ('islice-stepneg', lambda: islice([], 1, 2, -1)),
    ('islice-notiter', lambda: islice(1, 2)),
    ('accumulate-0', lambda: accumulate()), ('accumulate-3', lambda: accumulate([], None, 5)),
    ('accumulate-kw', lambda: accumulate([], x=1)), ('accumulate-add', lambda: list(accumulate([1, 'a']))),
    ('chain-kw', lambda: chain(x=1)), ('chain-notiter', lambda: next(chain(1))),
    ('from_iterable-0', lambda: chain.from_iterable()), ('from_iterable-1', lambda: chain.from_iterable(1)),
    ('from_iterable-inner', lambda: list(chain.from_iterable([1]))),
    ('compress-0', lambda: compress()), ('compress-3', lambda: compress([], [], [])),
    ('pairwise-0', lambda: pairwise()), ('pairwise-1', lambda: pairwise(1)),
    ('groupby-0', lambda: groupby()), ('groupby-3', lambda: groupby([], None, 1)),
    ('tee-0', lambda: tee()), ('tee-1', lambda: tee(1)), ('tee-3', lambda: tee([], 2, 3)),
    ('tee-neg', lambda: tee([], -1)), ('tee-str', lambda: tee([], 'a')),
    ('product-neg', lambda: product(repeat=-1)), ('product-kw', lambda: product(x=1)),
    ('product-1', lambda: product(1)), ('product-float', lambda: product([], repeat=1.5)),
    ('product-none', lambda: product([], repeat=None)),
    ('perm-neg', lambda: permutations([], -1)), ('perm-float', lambda: permutations([], 1.5)),
    ('perm-0', lambda: permutations()), ('perm-none', lambda: len(list(permutations('ab', None)))),
    ('comb-neg', lambda: combinations([], -1)), ('comb-1', lambda: combinations([])),
    ('comb-3', lambda: combinations([], 2, 3)), ('comb-none', lambda: combinations([], None)),
    ('cwr-neg', lambda: combinations_with_replacement([], -1)),
    ('zip_longest-kw', lambda: zip_longest(a=1)), ('zip_longest-1', lambda: zip_longest(1)),
    ('zip_longest-kw2', lambda: zip_longest([], fillvalue=1, x=2)),
    ('starmap-1', lambda: starmap(len)), ('starmap-notiter', lambda: list(starmap(len, [1]))),
    ('cycle-0', lambda: cycle()), ('cycle-kw', lambda: cycle(x=1)), ('cycle-1', lambda: cycle(1)),
    ('takewhile-1', lambda: takewhile(1)), ('dropwhile-0', lambda: dropwhile()),
    ('filterfalse-1', lambda: filterfalse(None)),
    ('grouper-new', lambda: type(next(groupby('a'))[1])()),
    ('grouper-bad', lambda: type(next(groupby('a'))[1])(1, 2)),
]:
    show(label, f)

def gen():
    yield 1
    raise ValueError('boom')
show('chain-err', lambda: list(chain(gen())))
show('islice-err', lambda: list(islice(gen(), 5)))
t1, t2 = tee(gen()); show('tee-err', lambda: list(t1))
show('pairwise-err', lambda: list(pairwise(gen())))
