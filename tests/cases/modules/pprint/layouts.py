# pprint: CPython 3.11's layouts for nested containers at several widths, indents, depths,
# compact mode, strings and bytes split over lines, recursion, dataclasses, errors.
import pprint
data = {'name': 'x' * 30, 'items': list(range(40)), 'nested': {'a': [1, 2, {'b': (3, 4, 5)}], 'c': {1, 2, 3}},
        'long': 'word ' * 30, 'bytes': b'abcdefgh' * 12, 'ba': bytearray(b'xyz' * 40), 't1': (1,), 'fs': frozenset({3, 1, 2})}
pprint.pprint(data)
pprint.pprint(data, width=40, indent=4)
pprint.pprint(data, compact=True, width=50)
pprint.pprint(data, depth=2)
pprint.pp(data, width=60)
print(pprint.pformat(list(range(30)), width=20, compact=True))
L = [1, 2]; L.append(L)
print(pprint.saferepr(L)[:30], pprint.isrecursive(L), pprint.isreadable(L), pprint.isreadable([1, 'a']))
print(pprint.pformat({'x': L}, width=10).split('id=')[0])
print(pprint.pformat(10**30, underscore_numbers=True))
for kw in [dict(indent=-1), dict(depth=0), dict(width=0)]:
    try: pprint.PrettyPrinter(**kw)
    except ValueError as e: print(e)
from dataclasses import dataclass, field
@dataclass
class P:
    name: str
    tags: list = field(default_factory=list)
    hidden: int = field(default=0, repr=False)
pprint.pprint([P('a' * 20, list(range(25))), P('b')], width=40)
pprint.pprint(P('z'))
pprint.pprint({(1, 'a'): 1, (0, 'b'): 2, 3: 'c', 'd': 4}, width=15)
pprint.pprint('a\nb ' * 20, width=25)
class R(list):
    def __repr__(self): return 'R!'
pprint.pprint([R([1] * 50)] * 3, width=10)
