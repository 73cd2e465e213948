# Walks over shared nested structures (t = (t, t), 2**12 leaves): every node is
# charged one op by the recursion guard, but such moderate sizes still finish and
# agree with CPython.
t = 1
for _ in range(12):
    t = (t, t)
u = 1
for _ in range(12):
    u = (u, u)
print(hash(t) == hash(u), t == u, t < u, t <= u)
print(len({t, u}), len(frozenset([t, u, (t, 1)])))
d = {t: 1}
d[u] = 2
d[(t, u)] = 3
print(len(d), d[t], u in d, (u, t) in d)
print(len(repr(t)), repr(t)[:40])
print(t in [u], [t, u].count(u), (0, u).index(t))
print(sorted([(u, 2), (t, 1)])[0][1], max([(t, 1), (u, 0)])[1])

c = int
for _ in range(12):
    c = (c, c)
print(isinstance(1, c), isinstance('x', c), issubclass(bool, c), issubclass(str, c))
c = str | bytes
for _ in range(12):
    c = (c, c)
print(isinstance(b'x', c), isinstance(1, c))
try:
    isinstance(1, (c, 5))
except TypeError as e:
    print('TypeError', e)
try:
    try:
        raise KeyError
    except (c, KeyError):
        print('caught')
except TypeError as e:
    print('TypeError', e)

a = int
for _ in range(12):
    a = tuple[a, a]
b = int
for _ in range(12):
    b = tuple[b, b]
print(hash(a) == hash(b), a == b, len({a, b}), len(repr(a)))
l = int
for _ in range(10):
    l = list[l, dict[l, l]]
print(len({l}), hash(str | l) == hash(l | str))

x = [1]
for _ in range(12):
    x = [x, x]
y = [1]
for _ in range(12):
    y = [y, y]
print(x == y, x < y, len(str(x)))
m = {}
for i in range(12):
    m = {1: m, 2: m}
n = {}
for i in range(12):
    n = {1: n, 2: n}
print(m == n)
match t:
    case (p, q) if p == q:
        print('match', p == u[0])
