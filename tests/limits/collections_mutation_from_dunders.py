# __eq__ and __hash__ that mutate the container mid-operation give CPython's clean
# errors, again and again.
# expect-stdout: done 2000
# expect-exit: 0
# time-bound: 10
from collections import deque, Counter, OrderedDict, defaultdict
class Evil:
    def __init__(self, target):
        self.target = target
    def __eq__(self, other):
        t = self.target
        if isinstance(t, deque):
            t.extend(range(50)); t.popleft()
        else:
            t.clear()
        return False
    def __hash__(self):
        t = self.target
        if isinstance(t, deque):
            t.rotate(3)
        else:
            t[len(t)] = 0
        return 1
errors = 0
for i in range(500):
    d = deque(range(20))
    ev = Evil(d)
    for op in (lambda: d.remove(ev), lambda: d.index(ev), lambda: d.count(ev), lambda: ev in d):
        try:
            op()
        except (RuntimeError, IndexError, ValueError):
            errors += 1
c = Counter()
ev = Evil(c)
for i in range(200):
    try:
        c.update([ev, ev, 1, ev])
    except RuntimeError:
        pass
o = OrderedDict.fromkeys(range(10))
dd = defaultdict(list)
for i in range(200):
    try:
        dd[Evil(dd)]
        o[Evil(o)] = 1
        o == OrderedDict(o)
    except RuntimeError:
        pass
print('done', errors)
