# json.dumps through the native encoder (with and without indent): subclasses with
# overridden dunders, key coercion, separators, default chains, markers, mutation
# during encoding, and the texts of both CPython encoders' errors
import json


def t(f):
    try:
        print(ascii(f()))
    except Exception as e:
        print(type(e).__name__, e)


class S(str):
    def __repr__(self):
        return 'S!'

    def __str__(self):
        return 'S?'


class I(int):
    def __repr__(self):
        return 'I!'

    def __str__(self):
        return 'I?'


class F(float):
    def __repr__(self):
        return 'F!'

    def __str__(self):
        return 'F?'


class L(list):
    def __repr__(self):
        return 'L!'


class T(tuple):
    pass


class D(dict):
    pass


vals = [S('s"\n'), I(7), F(2.5), F('nan'), L([1, I(2)]), T((S('x'), F(1.0))),
        D({S('k'): I(3)}), True, False, None, -0.0, 1e16, 1e-7, 123456789012345678901,
        -(2 ** 63), 2 ** 63, 5e-324, 1.7976931348623157e308]
for kw in ({}, {'indent': 2}, {'indent': '\t', 'sort_keys': True},
           {'separators': (',', ':')}, {'indent': 0}, {'ensure_ascii': False}):
    t(lambda: json.dumps(vals, **kw))
    t(lambda: json.dumps({I(5): 1, F(0.5): 2, True: 3, None: 4, S('z'): 5}, **kw))

# keys of every kind, skipkeys, sort_keys with mixed types
keys = {1: 'a', 2.5: 'b', None: 'c', False: 'd', 'e': 'e', float('inf'): 'f',
        -float('inf'): 'g', 10 ** 20: 'h'}
for kw in ({}, {'indent': 1}, {'allow_nan': False}, {'allow_nan': False, 'indent': 1}):
    t(lambda: json.dumps(keys, **kw))
t(lambda: json.dumps({float('nan'): 1}))
t(lambda: json.dumps({float('nan'): 1}, allow_nan=False))
t(lambda: json.dumps({float('nan'): 1}, allow_nan=False, indent=1))
t(lambda: json.dumps({(1, 2): 3, 'a': 4}))
t(lambda: json.dumps({(1, 2): 3, 'a': 4}, indent=1))
t(lambda: json.dumps({(1, 2): 3, 'a': 4, b'x': 5}, skipkeys=True))
t(lambda: json.dumps({(1, 2): 3}, skipkeys=True, indent=3))
t(lambda: json.dumps({1: 'a', 'b': 2}, sort_keys=True))
t(lambda: json.dumps({1: 'a', 'b': 2}, sort_keys=True, indent=1))
t(lambda: json.dumps({'b': 1, 'a': 2, 'c': {'z': 1, 'y': [{'q': 1, 'p': 2}]}},
                     sort_keys=True))
t(lambda: json.dumps({2: 1, 1.5: 2, 3: 3}, sort_keys=True))
t(lambda: json.dumps({'x': object()}, skipkeys=True))

# out-of-range floats: the C encoder's text, and the Python encoder's with indent
for v in (float('nan'), float('inf'), -float('inf'), F('inf')):
    t(lambda: json.dumps([v]))
    t(lambda: json.dumps([v], allow_nan=False))
    t(lambda: json.dumps([v], allow_nan=False, indent=2))
    t(lambda: json.dumps(v, allow_nan=False))

# separators: odd values and str subclasses
t(lambda: json.dumps([1, {'a': 2}], separators=(1, 2)))
t(lambda: json.dumps([1, {'a': 2}], separators=(',', 2)))
t(lambda: json.dumps([1, {'a': 2}], separators=(1, ':')))
t(lambda: json.dumps([1, {'a': 2}], separators=(1, 2), indent=2))
t(lambda: json.dumps([1, {'a': 2}], separators=(S(' ; '), S(' = '))))
t(lambda: json.dumps([1, {'a': 2}], separators=(S(' ; '), S(' = ')), indent=S('..')))
t(lambda: json.dumps([1, {'a': 2}], indent=2.5))
t(lambda: json.dumps([1, [], {}, [[]], {'a': {}}], indent=-1))
t(lambda: json.dumps([1, [], {}, [[]], {'a': {}}], indent=''))
t(lambda: json.dumps([1, [2, [3]]], indent=3, separators=('', '')))

# default: chains, markers, a default that returns its argument, a changing list
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


def to_json(o):
    if isinstance(o, Point):
        return {'pt': [o.x, o.y]}
    if isinstance(o, set):
        return sorted(o)
    if isinstance(o, complex):
        return Point(o.real, o.imag)
    raise TypeError('no: ' + type(o).__name__)


for kw in ({}, {'indent': 1}, {'check_circular': False}):
    t(lambda: json.dumps([Point(1, 2), {3, 1, 2}, 1 + 2j], default=to_json, **kw))
    t(lambda: json.dumps({'a': [frozenset()]}, default=to_json, **kw))
    t(lambda: json.dumps([b'x'], default=repr, **kw))
t(lambda: json.dumps(Point(1, 2), default=lambda o: o))
t(lambda: json.dumps(Point(1, 2), default=lambda o: [o]))
t(lambda: json.dumps(Point(1, 2), default=lambda o: [o], indent=1))
shared = [1, 2]
t(lambda: json.dumps([shared, shared, {'a': shared}]))
t(lambda: json.dumps({'a': shared, 'b': [shared]}, indent=1))
d = {}
d['self'] = [d]
t(lambda: json.dumps(d))
t(lambda: json.dumps(d, indent=1))
tup = ([],)
tup[0].append(tup)
t(lambda: json.dumps(tup))

grow = [1, 2, 3]


def grower(o):
    grow.append(len(grow))
    return 0


t(lambda: json.dumps([grow, object(), grow], default=grower))
shrink = [object(), 1, 2, 3, 4]


def shrinker(o):
    del shrink[1:]
    return 'gone'


t(lambda: json.dumps(shrink, default=shrinker))
mut = {'a': object(), 'b': 2}


def mutator(o):
    mut.clear()
    return 1


t(lambda: json.dumps(mut, default=mutator))


class Bad:
    pass


def raiser(o):
    raise ValueError('custom')


t(lambda: json.dumps([1, Bad()], default=raiser))
t(lambda: json.dumps([1, Bad()]))
t(lambda: json.dumps({'a': Bad()}, indent=2))

# encoder objects used directly
enc = json.JSONEncoder(sort_keys=True, separators=(', ', ': '))
print(enc.encode({'b': [1.5, 'é'], 'a': None}))
print(list(enc.iterencode({'b': [1.5], 'a': None})))
print(json.JSONEncoder(indent=2).encode({'b': [], 'a': [{}]}))
print(json.JSONEncoder().encode(S('plain')), json.JSONEncoder().encode('\ud800\udfff'))


class Sub(json.JSONEncoder):
    def default(self, o):
        return 'D:' + type(o).__name__


print(Sub().encode([Bad(), {1: Bad()}]), Sub(indent=1).encode([Bad()]))
print(json.dumps(['\x7f\x00\x1f', '\u2028\ud83d\ude00\udc00'], ensure_ascii=True))
print(ascii(json.dumps(['\x7f\x00\x1f', '\u2028\ud83d\ude00'], ensure_ascii=False)))

# subclasses with their own __iter__/__len__/items(): the C encoder iterates list and
# tuple subclasses and reads a dict subclass's real size; the Python one (indent) asks
# bool() first


class IterL(list):
    def __iter__(self):
        return iter([9, 9])

    def __len__(self):
        return 0


class LenD(dict):
    def __len__(self):
        return 0

    def items(self):
        return [('x', 1)]


class ItemsD(dict):
    def items(self):
        return [('x', 1), ('a', [2])]


class BadItemsD(dict):
    def items(self):
        return [('x', 1, 2)]


class IterT(tuple):
    def __iter__(self):
        return iter([8])


for kw in ({}, {'indent': 1}, {'sort_keys': True}, {'indent': 1, 'sort_keys': True}):
    for v in (IterL([1, 2]), LenD(a=1), ItemsD(), ItemsD(a=1), IterT((1, 2)), IterL(),
              [IterL([1])], BadItemsD(a=1)):
        t(lambda: json.dumps(v, **kw))


class ListItemsD(dict):
    def __init__(self, items):
        dict.__init__(self, a=1)
        self._items = items

    def items(self):
        return self._items


for items in ([['k', 1]], [('k',)], [('k', 1), 'xy'], [('k', 1), 5], [('k', Bad()), (1, 2, 3)],
              [('k', 1), ('j', 2, 3)], (('k', 1),), iter([('k', 1)])):
    for kw in ({}, {'indent': 1}):
        t(lambda: json.dumps(ListItemsD(items), **kw))
