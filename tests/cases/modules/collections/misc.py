from collections import *
import collections
print(defaultdict.fromkeys('ab'), OrderedDict.fromkeys('ab', 1))
print(sorted(collections.__all__))
dd = defaultdict(list, a=[1]); print(dd.get('b'), dd.setdefault('c', []), dd.pop('a'), dd)
print(vars(P := namedtuple('P', 'a'))['_fields'], P.__slots__)
c = Counter('aab'); print(c.items(), c.keys(), sorted(c), max(c, key=c.get))
print(isinstance(Counter(), dict), issubclass(OrderedDict, dict), issubclass(defaultdict, dict))
d = deque([3, 1, 2]); print(sorted(d), max(d), sum(d), list(map(str, d)), d.index(2))
cm = ChainMap(); print(len(cm), list(cm), cm.maps)
print(Counter(a=1, b=2).most_common(1), Counter('hello world').most_common(3))
print(UserList([1,2]) + (3,) if False else 'skip')
print(str(UserString('ab')), f"{UserString('x')}", UserString('a') in 'cab')
