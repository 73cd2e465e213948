# copy.deepcopy of deques (plain, bounded, self-containing, subclasses with state), as
# deque.__reduce__ drives copy._reconstruct in CPython.
import copy
from collections import deque
d = deque([1, [2, 3], {"k": [4]}])
e = copy.deepcopy(d)
print(e, e[1] is d[1], e == d, e.maxlen)
b = deque([[1], [2]], maxlen=3)
c = copy.deepcopy(b)
print(c, c.maxlen, c[0] is b[0])
r = deque()
r.append(r)
rr = copy.deepcopy(r)
print(rr[0] is rr, len(rr))
class D(deque):
    pass
x = D([[5]], 4)
x.tag = ["t"]
y = copy.deepcopy(x)
print(type(y).__name__, y, y.maxlen, y.tag, y.tag is x.tag, y[0] is x[0])
z = copy.copy(x)
print(type(z).__name__, z, z.maxlen, z[0] is x[0], getattr(z, "tag", None))
state = {"frontier": deque([(0, 0)]), "seen": {(0, 0)}}
s2 = copy.deepcopy(state)
s2["frontier"].append((1, 1))
print(state, sorted(s2["seen"]), s2["frontier"])
class E(deque):
    def __init__(self, items):
        super().__init__(items)
try:
    copy.deepcopy(E([1]))
except TypeError as ex:
    print("TypeError:", ex)
