# Names made at run time (getattr/setattr/hasattr/delattr names, exec/eval
# identifiers, **kwargs keys, __name__ and __slots__ strings, format fields) are freed
# when nothing refers to them; the same text made again later must behave exactly as
# before: same attributes, equal keys, lookups by literal identifiers still work.
class O:
    pass

def make(n):
    o = O()
    for i in range(n):
        setattr(o, 'attr%d' % i, i * i)
    return o

o1 = make(50)
print(getattr(o1, 'attr7'), hasattr(o1, 'attr49'), hasattr(o1, 'attr50'))
keys1 = list(vars(o1))
del o1  # its dict, and with it the only references to most names, goes

o2 = make(60)
print(getattr(o2, 'attr' + str(7)), o2.attr7, o2.attr59, len(vars(o2)))
keys2 = list(vars(o2))
print(keys1 == keys2[:50], all(a == b and hash(a) == hash(b) for a, b in zip(keys1, keys2)))
for k in keys1:
    delattr(o2, k)
print(sorted(vars(o2))[:3], len(vars(o2)))

# exec/eval of fresh identifiers, then the same identifiers through other paths
g = {}
for i in range(100):
    exec('name_%d = %d' % (i, i), g)
print(eval('name_5 + name_99', g), g['name_' + '42'])
ns = {}
exec('class K:\n    def meth_%d(self):\n        return %d\n' % (3, 3), ns)
K = ns['K']
del ns
print(getattr(K(), 'meth_' + '3')(), K.__name__, K.meth_3.__qualname__)

# **kwargs keys used as attribute names and looked up by identifier later
def kw(**k):
    return k

o3 = O()
for k, v in kw(**{'kw%d' % i: i for i in range(10)}).items():
    setattr(o3, k, v)
print(eval('o3.kw9 + o3.kw0', {'o3': o3}), sorted(kw(**{'z' + 'z': 1, 'a': 2})))
try:
    kw(**{'dup': 1}, **{'du' + 'p': 2})
except TypeError as e:
    print('TypeError:', e)

# __name__ and __slots__ from computed strings, dropped and made again
def f():
    return 1
for i in range(3):
    f.__name__ = 'renamed_%d' % i
print(f.__name__, f.__qualname__)
for rep in range(2):
    C = type('Made' + str(rep), (), {'__slots__': ('s' + 'lot', 'other_%d' % rep)})
    c = C()
    c.slot = rep
    setattr(c, 'other_%d' % rep, -rep)
    print(C.__name__, c.slot, getattr(c, 'other_%d' % rep), C.__slots__)
    C.__name__ = 'Renamed' + str(rep)
    print(C.__name__, repr(C))
    del C, c

# format fields with computed attribute names
class P:
    def __getattr__(self, name):
        return name.upper()
print(('{0.%s}-{0.%s}' % ('ab', 'c' * 3)).format(P()))

# __import__ of computed names
for name in ['ma' + 'th', 'no_such_' + 'module']:
    try:
        print(__import__(name).__name__)
    except ImportError as e:
        print(type(e).__name__, e)
try:
    __import__('math.' + 'floor')
except ImportError as e:
    print(type(e).__name__, e)

# class-private names from exec'd classes, made several times
for i in range(3):
    ns = {}
    exec('class Priv:\n    __secret = %d\n    def get(self):\n        return self.__secret\n' % i, ns)
    print(ns['Priv']().get(), hasattr(ns['Priv'], '_Priv__secret'), hasattr(ns['Priv'], '__secret'))
