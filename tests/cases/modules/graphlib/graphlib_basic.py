# graphlib.TopologicalSorter: static_order, the prepare/get_ready/done protocol,
# CycleError's args (the cycle found), and every ValueError.
import graphlib
from graphlib import TopologicalSorter, CycleError

ts = TopologicalSorter({'D': ['B', 'C'], 'C': ['A'], 'B': ['A'], 'E': []})
print(list(ts.static_order()))
print(list(TopologicalSorter({1: [2, 3], 2: [3], 3: [], 4: [1, 1]}).static_order()))
print(list(TopologicalSorter().static_order()), tuple(TopologicalSorter({'x': ()}).static_order()))
ts = TopologicalSorter()
ts.add('b', 'a')
ts.add('c', 'a', 'b')
ts.add('d')
ts.prepare()
print(bool(ts), ts.is_active())
while ts.is_active():
    ready = ts.get_ready()
    print('ready', ready)
    ts.done(*ready)
print(bool(ts), ts.get_ready())
for graph in ({1: [2], 2: [3], 3: [1]}, {'a': ['a']}, {1: [2], 2: [1], 3: [4], 4: [3]},
              {'x': ['y'], 'y': ['z'], 'z': ['w', 'x'], 'w': []}):
    try:
        list(TopologicalSorter(graph).static_order())
    except CycleError as e:
        print(type(e).__name__, e, e.args, isinstance(e, ValueError))
ts = TopologicalSorter({2: [1]})
for thunk in (ts.get_ready, ts.is_active, lambda: ts.done(1)):
    try:
        thunk()
    except ValueError as e:
        print('ValueError', e)
ts.prepare()
for thunk in (ts.prepare, lambda: ts.add(3), lambda: ts.done(9), lambda: ts.done(2)):
    try:
        thunk()
    except ValueError as e:
        print('ValueError', e)
print(ts.get_ready())
ts.done(1)
try:
    ts.done(1)
except ValueError as e:
    print('ValueError', e)
try:
    TopologicalSorter({[1]: []})
except TypeError as e:
    print('TypeError', e)
print(TopologicalSorter[int], graphlib.__all__, CycleError.__mro__[1].__name__)
big = TopologicalSorter({i: [i - 1] for i in range(1, 2000)})
order = list(big.static_order())
print(len(order), order[:3], order[-1])
