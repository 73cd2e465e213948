import itertools as it
class C(it.chain):
    def __init__(self, *a, tag=None):
        self.tag = tag
c = C("ab", "c"); print(list(c), c.tag, type(c).__name__, isinstance(c, it.chain))
print(it.count.__next__, type(it.count()).__mro__)
r = it.repeat([1]); print(next(r) is next(r), r.__length_hint__ if False else '')
x = it.cycle([1]); print(iter(x) is x, next(x), next(x))
z = it.zip_longest([1, 2, 3], 'a'); print(list(z), list(z))
p = it.pairwise(it.count()); print(next(p), next(p))
l = []; l.append(it.cycle(l)); del l
pass
print(list(it.islice(it.count(), 2**62, 2**62 + 2)) if False else list(it.islice(range(10), 3, None, 4)))
print(list(it.accumulate(it.repeat(1, 5))), it.count(3).__class__.__name__)
print(sorted(n for n in dir(it) if not n.startswith('_')))
