# graphlib: done() with a bad node mid-list keeps the earlier ones, a failed prepare()
# (cycle) still counts as the one call, repeated edges, and unhashable predecessors.
from graphlib import TopologicalSorter, CycleError

ts = TopologicalSorter()
ts.add('c', 'a', 'b', 'a')
ts.add('d', 'c')
ts.prepare()
r = ts.get_ready()
print(r, ts.is_active())
try:
    ts.done('a', 'zz', 'b')
except ValueError as e:
    print('ValueError', e)
print(ts.get_ready(), ts.is_active())
ts.done('b')
print(ts.get_ready(), ts.get_ready())
ts.done('c')
print(ts.get_ready(), bool(ts))
try:
    ts.done('c', 'd')
except ValueError as e:
    print('ValueError', e)

ts = TopologicalSorter({1: [2], 2: [1], 0: []})
try:
    ts.prepare()
except CycleError as e:
    print('CycleError', e.args)
try:
    ts.prepare()
except ValueError as e:
    print('ValueError', e)
print(ts.get_ready(), ts.is_active())
ts = TopologicalSorter()
try:
    ts.add(1, 2, [3])
except TypeError as e:
    print('TypeError', e)
print(list(ts.static_order()))
g = TopologicalSorter({'b': 'a', 'c': 'ab', 'a': ''})
it = g.static_order()
print(next(it), list(it))
