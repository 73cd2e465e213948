# itertools, functools and operator on the hot path: chained lazy iterators,
# combinatorics, groupby, accumulate, reduce, itemgetter keys, lru_cache and partial.
import functools
import itertools
import operator

chk = 0
# lazy pipeline: count/islice/compress/starmap/accumulate/takewhile
src = itertools.islice(itertools.count(1), 600000)
sel = itertools.cycle([1, 0, 1])
pairs = zip(itertools.compress(src, sel), itertools.repeat(3))
acc = itertools.accumulate(itertools.starmap(operator.mul, pairs), operator.add)
chk += sum(itertools.takewhile(lambda x: x < 10**12, acc)) % 1000003
# combinatorics
chk += sum(1 for _ in itertools.permutations(range(9)))
chk += sum(map(sum, itertools.combinations(range(22), 4))) % 1000003
chk += sum(1 for _ in itertools.product('abcd', repeat=7))
chk += len(list(itertools.combinations_with_replacement(range(12), 4)))
# groupby over sorted records with itemgetter keys
recs = sorted(((i * 7919) % 101, i) for i in range(420000))
for k, g in itertools.groupby(recs, key=operator.itemgetter(0)):
    chk += k * len(list(g))
# chain/tee/zip_longest/pairwise/filterfalse/dropwhile
a, b = itertools.tee(itertools.chain(range(30000), range(30000, 0, -1)))
chk += sum(x - y for x, y in itertools.pairwise(a)) + sum(itertools.filterfalse(lambda x: x % 3, b))
chk += sum(x or 0 for x, _ in itertools.zip_longest(range(20000), range(10000)))
chk += sum(itertools.dropwhile(lambda x: x < 29000, range(30000)))
# functools
chk += functools.reduce(operator.xor, range(1000000))
chk += functools.reduce(lambda s, x: (s * 31 + x) % 1000003, range(100000), 7)
@functools.lru_cache(maxsize=256)
def cost(n):
    return n * n % 97
chk += sum(cost(i % 500) for i in range(300000))
inc = functools.partial(operator.add, 5)
chk += sum(map(inc, range(300000)))
getter = operator.attrgetter('real')
chk += sum(map(getter, range(50000)))
print("itertools_pipeline", chk)
