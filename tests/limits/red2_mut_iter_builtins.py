# Red team 2 (issue 10), program 56_mut_iter_builtins.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# time-bound: 5
# attacks: mutation of the underlying list during zip/map/filter/enumerate/reversed/iter/sorted consumption
l = list(range(10))
out = []
for a, b in zip(l, l):
    if len(l) < 40: l.append(a)
    if a == 3: l.clear()
    out.append((a, b))
print(out[:5], len(out))
l = list(range(10))
print(list(map(lambda x: l.pop() if l else None, l)))
l = list(range(10))
print(list(filter(lambda x: l.insert(0, x) or len(l) < 30, l))[:5], len(l))
l = list(range(10))
r = []
for i, x in enumerate(l):
    del l[:2]
    r.append((i, x))
print(r)
l = list(range(10))
rv = reversed(l)
next(rv); l.clear()
print(list(rv))
l = list(range(10))
rv = reversed(l)
for _ in range(3): next(rv)
l[:] = [1]
print(list(rv))
l = list(range(10))
rv = reversed(l); l.extend(range(100))
print(list(rv)[:3])
l = list(range(10))
print(sorted(l, key=lambda x: l.append(x) or x)[:3], len(l))
l = list(range(5))
it = iter(l)
l.clear(); l.extend(range(20))
print(list(it)[:3])
t = iter(tuple(range(5)))
print(list(t))
s = "abc"
it = iter(s); next(it)
print(list(it), it.__length_hint__() if hasattr(it, '__length_hint__') else '')
