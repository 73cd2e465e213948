# pprint edge layouts: allowance at the last element/word/byte group, empty containers,
# compact packing at several widths and indents, odd reprs, flags and nested wrappers.
import pprint, collections, types
from dataclasses import dataclass, field

for n in range(3, 14):
    for w in (8, 11, 14, 17):
        print(n, w, pprint.pformat(b'abcdefghij' * 2 + b'x' * n, width=w))
        print(n, w, pprint.pformat([b'\x00\xff' * n], width=w))
        print(n, w, pprint.pformat(bytearray(b'q' * (n * 3)), width=w))
for w in (5, 9, 12, 20, 31):
    print(pprint.pformat('alpha beta  gamma\tdelta\n\nepsilon zeta eta\ntheta', width=w))
    print(pprint.pformat(['one two three four', 'five six'], width=w))
    print(pprint.pformat({'k': 'x y z ' * 6}, width=w))
    print(pprint.pformat(('solo-word-longer-than-width',), width=w))
for ind in (0, 1, 2, 4):
    for w in (10, 25):
        for compact in (False, True):
            print(ind, w, compact)
            print(pprint.pformat(list(range(18)), indent=ind, width=w, compact=compact))
            print(pprint.pformat({'a': list(range(9)), 'b': (1,), 'c': set(range(7))},
                                 indent=ind, width=w, compact=compact))
            print(pprint.pformat([[1, 2, 3], 'x' * 12, (4, 5), [6] * 9], indent=ind, width=w,
                                 compact=compact))
print(pprint.pformat([[], (), {}, set(), frozenset(), '', b'', bytearray()], width=3))
print(pprint.pformat([collections.OrderedDict(), collections.Counter(),
                      collections.defaultdict(int), collections.deque(), collections.ChainMap()],
                     width=3))
od = collections.OrderedDict((str(i), i * 1000) for i in range(6))
dd = collections.defaultdict(list, {i: [i] * 4 for i in range(4)})
cnt = collections.Counter('abracadabra' * 3)
cm = collections.ChainMap({'a': 1, 'b': 2}, {'c': list(range(10))}, {})
dq = collections.deque(range(15), maxlen=20)
for w in (10, 30):
    for ind in (1, 3):
        for obj in (od, dd, cnt, cm, dq, collections.deque('abcdefghijkl')):
            print(pprint.pformat(obj, width=w, indent=ind))
ns = types.SimpleNamespace(alpha=list(range(12)), beta='b' * 20, gamma={'x': 1})
ns.me = ns
print(pprint.pformat(ns, width=30).split('id=')[0])
class Sub(types.SimpleNamespace):
    pass
print(pprint.pformat(Sub(a=list(range(20)), b=2), width=25))
print(pprint.pformat(types.MappingProxyType({'k%d' % i: i for i in range(8)}), width=20))
@dataclass
class Node:
    label: str
    kids: list = field(default_factory=list)
root = Node('root', [Node('a' * 15), Node('b', [Node('c' * 30)])])
root.kids.append(root)
print(pprint.pformat(root, width=30).split(' with id')[0])
class Empty(str):
    def __repr__(self): return ''
class Angle:
    def __repr__(self): return '<angle>'
for obj in (Empty('x'), Angle(), [Empty('x')], {1: Empty('y')}, {Angle(): 1}, (Angle(),),
            [1, [2, [3, [4]]]], {'d': {'d': {'d': {}}}}, (1,), ((1,),), [[[]]]):
    print(repr(pprint.saferepr(obj)), repr(pprint.isreadable(obj)), pprint.isrecursive(obj))
    p = pprint.PrettyPrinter(depth=2)
    print(repr(p.pformat(obj)), repr(p.isreadable(obj)), p.isrecursive(obj))
d = {}; d['self'] = d; t = ([d],)
print(pprint.isrecursive(t), pprint.isreadable(t), pprint.saferepr(t).split(' with')[0])
print(pprint.pformat({3: 1, 'a': 2, (1,): 3, None: 4, 2.5: 5}), pprint.pformat({2, 3, 1, 0.5}))
print(pprint.pformat({'b': 1, 'a': 2, 'c': [3] * 30}, sort_dicts=False, width=20))
print(pprint.pformat([10**20, -12345678, True, 3.5], underscore_numbers=True))
class BigInt(int):
    pass
class ReprInt(int):
    def __repr__(self): return 'RI'
print(pprint.pformat([BigInt(10**7), ReprInt(5)], underscore_numbers=True))
for kw in [dict(indent='2'), dict(width='30'), dict(indent=2.9, width=40.5)]:
    try:
        print(pprint.pformat(list(range(20)), **kw))
    except Exception as e:
        print(type(e).__name__, e)
for kw in [dict(indent='x'), dict(width=None), dict(depth=-3), dict(indent=-1, depth=0, width=0)]:
    try:
        pprint.PrettyPrinter(**kw)
    except Exception as e:
        print(type(e).__name__, e)
class Stream:
    def __init__(self): self.text = ''
    def write(self, s): self.text += s
s = Stream()
pprint.pprint({'a': 'word ' * 20, 'b': b'by' * 30}, stream=s, width=30)
print(s.text)
pprint.pprint([1, 2], stream=None)
print(pprint.PrettyPrinter(width=-5).pformat([1, [2, 3]]))
