# Red team 2 (issue 10), program 17_del_mid_op.
# attacks: __del__ firing mid-operation inside builtins (dict/list/set mutation from __del__)
d = {}
class Dl:
    def __del__(self):
        d.clear()
        for i in range(30): d[i] = i
for i in range(20):
    d[i] = Dl()
d[5] = None  # old value's __del__ runs mid-assignment
print(len(d))
l = [Dl() for _ in range(5)]
class Dl2:
    def __del__(self):
        l.clear(); l.extend(range(10))
l = [Dl2() for _ in range(5)]
l[2] = 'x'
print(len(l))
l = [Dl2() for _ in range(5)]
del l[1:3]
print(len(l))
l = [Dl2() for _ in range(5)]
l.sort(key=lambda x: 0)
l[:] = []
print(l[:3])
s = set()
class Dl3:
    def __del__(self): s.clear(); s.update(range(10))
s.update([1])
x = Dl3(); s.add(x); s.discard(x); del x
print(sorted(s))
l = [Dl2() for _ in range(5)]
try:
    for it in l:
        l.pop()
except Exception as e: print(type(e).__name__)
print(len(l))
