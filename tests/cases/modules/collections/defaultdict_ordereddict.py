from collections import defaultdict, OrderedDict
import copy

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

d = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    d[k].append(v)
print(d, d['a'], len(d), d.get('zz'), 'zz' in d, d.default_factory)
d2 = defaultdict(int); d2['x'] += 5; d2['y']; print(d2)
nested = defaultdict(lambda: defaultdict(int)); nested['a']['b'] += 1; print(dict(nested['a']))
print(defaultdict(), defaultdict(None, {'a': 1}), defaultdict(int, [('k', 1)], z=2))
t(lambda: defaultdict(3))
t(lambda: defaultdict('x', {}))
t(lambda: defaultdict(None)['missing'])
t(lambda: defaultdict(dict).__missing__('k'))
c = d.copy(); c['a'].append('shared'); print(d['a'], type(c).__name__, c.default_factory)
print(copy.copy(d2), copy.deepcopy(d))
print(d2 | {'z': 1}, {'z': 1} | d2, type(d2 | {}).__name__, type({} | d2).__name__)
d2 |= {'w': 0}; print(d2)
t(lambda: d2 | [1])
d2.default_factory = str; d2['s']; print(d2)
class Sub(defaultdict):
    pass
s = Sub(list); s[1].append(2); print(s, type(s.copy()).__name__)
def boom():
    raise ValueError('factory failed')
t(lambda: defaultdict(boom)['k'])
print(isinstance(d, dict), defaultdict.__mro__[1])
print(defaultdict[str, int])

od = OrderedDict()
od['b'] = 1; od['a'] = 2; od['c'] = 3
print(od, list(od), od.keys(), od.values(), od.items())
od.move_to_end('b'); print(od)
od.move_to_end('b', last=False); print(od)
od.move_to_end('a', False); print(od)
t(lambda: od.move_to_end('missing'))
print(od.popitem(), od.popitem(last=False), od)
t(lambda: OrderedDict().popitem())
t(lambda: OrderedDict().popitem(last=False))
o1 = OrderedDict([('x', 1), ('y', 2)]); o2 = OrderedDict([('y', 2), ('x', 1)])
print(o1 == o2, o1 != o2, o1 == dict(o2), dict(o2) == o1, o1 == OrderedDict(o1))
print(list(reversed(o1)), list(reversed(o1.keys())), list(reversed(o1.values())), list(reversed(o1.items())))
print('x' in o1.keys(), ('x', 1) in o1.items(), len(o1.values()), o1.keys() == {'x', 'y'}, o1.keys() & {'x'})
print(o1 | {'z': 0}, {'z': 0} | o1, type(o1 | {}).__name__)
o3 = o1.copy(); o3 |= {'q': 9}; print(o3, o1)
print(o1.setdefault('w', 5), o1.pop('x'), o1.pop('nope', 'dflt'), o1)
t(lambda: o1.pop('nope'))
print(OrderedDict.fromkeys('abc', 0), OrderedDict(), repr(OrderedDict(a=None)))
r = OrderedDict(); r['me'] = r; print(r)
t(lambda: hash(OrderedDict()))
o = OrderedDict.fromkeys('abcde')
for k in 'dbe':
    o.move_to_end(k, last=k != 'b')
print(list(o), copy.copy(o), copy.deepcopy(o))
print(OrderedDict[str, int])
m = defaultdict(list)
print(m.__missing__('b'), m)
t(lambda: defaultdict().__missing__('z'))
t(lambda: m.__missing__())
t(lambda: m.__missing__(1, 2))
class Own(defaultdict):
    def __missing__(self, key):
        return 'own:' + key
print(Own(list)['x'], dict(Own(list)))
class Counted(defaultdict):
    def __setitem__(self, key, value):
        print('set', key, value)
        super().__setitem__(key, value)
c = Counted(int); c['k'] += 2; print(c)
