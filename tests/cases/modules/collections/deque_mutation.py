from collections import deque

def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

class Mut:
    def __init__(self, d, action):
        self.d = d
        self.action = action
    def __eq__(self, other):
        self.action(self.d)
        return False
    __hash__ = object.__hash__
    def __repr__(self):
        return 'Mut()'

for name, action in [('append', lambda d: d.append(0)), ('pop', lambda d: d.pop()),
                     ('clear', lambda d: d.clear()), ('rotate', lambda d: d.rotate(1)),
                     ('setitem', lambda d: d.__setitem__(0, 'x'))]:
    d = deque([1, 2, 3])
    m = Mut(d, action)
    t(name + ' count', lambda: d.count(m))
    d = deque([1, 2, 3]); m = Mut(d, action)
    t(name + ' index', lambda: d.index(m))
    d = deque([1, 2, 3]); m = Mut(d, action)
    t(name + ' remove', lambda: d.remove(m))
    d = deque([1, 2, 3]); m = Mut(d, action)
    t(name + ' in', lambda: m in d)

d = deque(range(5))
try:
    for x in d:
        if x == 2:
            d.appendleft(-1)
except RuntimeError as e:
    print(type(e).__name__, e)
d = deque(range(5))
for x in d:
    d[0] = x  # setitem does not invalidate iterators
print(d)
d = deque(range(3))
it = iter(d)
d.append(9); d.pop()
t('after restore', lambda: next(it))
t('exhausted', lambda: next(it))
d = deque([1, 2])
it = iter(d); print(next(it), next(it)); d.append(3)
t('late', lambda: next(it))
class Grow:
    def __init__(self, d):
        self.d = d
    def __iter__(self):
        for i in range(5):
            self.d.append(i * 10)
            yield i
d = deque([0]); d.extend(Grow(d)); print(d)
d = deque([0], maxlen=3); d.extend(Grow(d)); print(d)
a = deque([1, 2, 3]); b = deque([1, 2, 3])
class Shrink:
    def __eq__(self, other):
        a.clear()
        return True
a[1] = Shrink()
t('cmp', lambda: a == b)
t('cmp2', lambda: deque([Shrink(), 5]) < deque([1, 6]))
