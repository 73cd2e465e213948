# pprint's layouts for the collections types: OrderedDict, defaultdict, Counter,
# ChainMap, deque (with and without maxlen) and the User* wrappers, wide and narrow.
import pprint
from collections import OrderedDict, defaultdict, Counter, ChainMap, deque, UserDict, UserList

od = OrderedDict((k, list(range(k))) for k in range(8))
dd = defaultdict(list, {k: [k] * 6 for k in 'abcdef'})
c = Counter('the quick brown fox jumps over the lazy dog and keeps running far away')
cm = ChainMap({'a': 1, 'b': list(range(20))}, {'c': 3})
dq = deque(range(30))
dqm = deque(range(30), maxlen=40)
for obj in (od, dd, c, cm, dq, dqm, UserDict({'x': list(range(30))}), UserList(range(40)),
            OrderedDict(), defaultdict(int), Counter(), deque()):
    pprint.pprint(obj)
    pprint.pprint(obj, width=30)
