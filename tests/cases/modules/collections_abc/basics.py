# _collections_abc: isinstance of the builtin types against every ABC, ABCs as bases with
# their mixin methods (Sequence, MutableMapping, MutableSet, MutableSequence), register.
import _collections_abc as abc
from _collections_abc import *
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
print(abc.Sequence, abc.MutableMapping, Sequence[int], Iterable[str], Mapping[str, int])
vals = [[], (), '', b'', bytearray(), {}, set(), frozenset(), range(3), {}.keys(), {}.values(), {}.items(), iter([]), (x for x in []), len, 1, None, type]
for name in ['Container', 'Hashable', 'Iterable', 'Iterator', 'Reversible', 'Generator', 'Sized', 'Callable', 'Collection', 'Sequence', 'MutableSequence', 'ByteString', 'Set', 'MutableSet', 'Mapping', 'MutableMapping', 'MappingView', 'KeysView', 'ItemsView', 'ValuesView', 'Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator']:
    cls = getattr(abc, name)
    print(name, ''.join('1' if isinstance(v, cls) else '0' for v in vals))
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(int, Hashable), issubclass(list, Hashable))
class MySeq(Sequence):
    def __init__(self, *d): self.d = list(d)
    def __getitem__(self, i): return self.d[i]
    def __len__(self): return len(self.d)
s = MySeq(1, 2, 3, 2)
print(list(s), 2 in s, 5 in s, s.index(2), s.count(2), list(reversed(s)), isinstance(s, Reversible), s.index(2, 2))
t(lambda: s.index(9))
class MyMap(MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
m = MyMap(); m['a'] = 1; m.update(b=2, c=3); m.setdefault('d', 4)
print(sorted(m.items()), m.get('zz', 0), 'a' in m, m.pop('a'), m.popitem(), len(m), m == {'c': 3, 'd': 4}, list(m.keys()), list(m.values()))
print(type(m.keys()).__name__, isinstance(m.keys(), KeysView), 'c' in m.keys(), ('c', 3) in m.items(), 4 in m.values())
m.clear(); print(len(m))
t(lambda: m.pop('q'))
t(lambda: MyMap.__abstractmethods__)
class Bad(Sequence): pass
t(lambda: Bad())
class MySet(MutableSet):
    def __init__(self, it=()): self.s = set(it)
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(sorted(self.s))
    def __len__(self): return len(self.s)
    def add(self, x): self.s.add(x)
    def discard(self, x): self.s.discard(x)
a = MySet([1, 2, 3]); b = MySet([2, 3, 4])
print(list(a & b), list(a | b), list(a - b), list(a ^ b), a <= b, MySet([2]) < a, a == MySet([3, 2, 1]), a.isdisjoint([9]))
a |= [7]; a -= [1]; print(list(a)); a.remove(7); print(list(a))
t(lambda: a.remove(99))
class MyList(MutableSequence):
    def __init__(self): self.d = []
    def __getitem__(self, i): return self.d[i]
    def __setitem__(self, i, v): self.d[i] = v
    def __delitem__(self, i): del self.d[i]
    def __len__(self): return len(self.d)
    def insert(self, i, v): self.d.insert(i, v)
l = MyList(); l.append(1); l.extend([2, 3]); l += [4]; l.reverse(); print(l.d, l.pop(), l.pop(0), l.d); l.remove(2); print(l.d)
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
print(isinstance(It(), Iterator), isinstance(It(), Iterable), issubclass(It, Generator))
class NoHash:
    __hash__ = None
print(isinstance(NoHash(), Hashable), isinstance(object(), Hashable))
Sequence.register(MyMap)
print(issubclass(MyMap, Sequence), isinstance(m, Sequence), issubclass(MyMap, Reversible))
print(abc.__all__[:3], len(abc.__all__))
class G(Generator):
    def send(self, v): raise StopIteration
    def throw(self, *a): raise StopIteration
print(list(G()), isinstance((i for i in []), Generator))
print(Callable[[int], str].__origin__, Sequence[int].__args__)
