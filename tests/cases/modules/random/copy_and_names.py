# Random instances copy through __reduce__/getstate; public names match CPython.
import random, copy
r = random.Random(5)
r.random()
c = copy.copy(r); d = copy.deepcopy(r)
print(r.random(), c.random(), d.random())
print(sorted(k for k in vars(r) if not k.startswith('_')))
print(random.Random.__name__, random.SystemRandom.__mro__[1].__name__, isinstance(random._inst, random.Random))
import heapq, bisect, hashlib
print(heapq.__all__, 'nlargest' in dir(heapq), hasattr(bisect, 'insort'))
