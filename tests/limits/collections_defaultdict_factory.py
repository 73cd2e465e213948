# A default factory that raises, or recurses into its own dict, is a clean error.
# expect-stdout: ValueError boom
# expect-stdout: RecursionError
# expect-stderr: RecursionError
# expect-exit: 1
# time-bound: 5
from collections import defaultdict
def bad():
    raise ValueError('boom')
try:
    defaultdict(bad)['k']
except ValueError as e:
    print(type(e).__name__, e)
d = defaultdict(lambda: d['again' + str(len(d))])
try:
    d['x']
except RecursionError as e:
    print(type(e).__name__)
nest = None
def factory():
    return defaultdict(factory)
nest = defaultdict(factory)
x = nest
for i in range(100000):
    x = x[i]
print(len(nest))
r = defaultdict(lambda: r[0])
r[1]
