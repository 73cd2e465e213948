import itertools
import functools
import operator
print(list(itertools.islice(itertools.count(3, 2), 4)), itertools.count(5), itertools.repeat('a', 2))
print(list(itertools.islice(itertools.cycle('ab'), 5)), list(itertools.accumulate([1, 2, 3], initial=4)))
print(list(itertools.chain('ab', [1])), list(itertools.chain.from_iterable(['xy', 'z'])))
print(list(itertools.compress('abc', [1, 0, 1])), list(itertools.dropwhile(lambda x: x < 2, [1, 2, 1])))
print(list(itertools.takewhile(bool, [1, 0])), list(itertools.filterfalse(None, [0, 1])))
print(list(itertools.starmap(max, [(1, 2), [3, 0]])), list(itertools.pairwise('abc')))
print(list(itertools.zip_longest('ab', 'c', fillvalue='-')), list(itertools.product('ab', repeat=2)))
print(list(itertools.permutations('abc', 2)), list(itertools.combinations('abcd', 3)))
print(list(itertools.combinations_with_replacement('ab', 2)))
print([(k, list(g)) for k, g in itertools.groupby('aabc')])
a, b = itertools.tee('xyz')
print(list(a), list(b))
print(functools.reduce(operator.add, [1, 2, 3]), functools.partial(max, 1)(2))
@functools.lru_cache(maxsize=2)
def sq(x):
    return x * x
print(sq(2), sq(2), sq(3), sq.cache_info())
print(operator.itemgetter(1, 0)('ab'), operator.attrgetter('real', 'imag.real')(1j))
print(operator.methodcaller('split', ',', maxsplit=1)('a,b,c'), repr(operator.itemgetter('k')))
print(operator.add(1, 2), operator.iadd([1], [2]), operator.not_(0), operator.countOf([1, 1], 1))
