from collections import deque
import copy

d = deque(range(10))
d.rotate(3); print(d)
d.rotate(-5); print(d)
d.rotate(10**18 + 1); print(d)
d.rotate(-(10**18)); print(d)
d.rotate(); print(d)
d.rotate(0); print(d)
e = deque(); e.rotate(5); print(e)

d = deque('abc', maxlen=5)
d.extend('defg'); print(d, d.maxlen)
d.extendleft('XY'); print(d)
d.append('z'); d.appendleft('A'); print(d)
print(d.pop(), d.popleft(), d)
d.insert(1, 'q') if len(d) < 5 else None
print(d)
z = deque([1, 2, 3], maxlen=0); z.append(1); z.extend(range(100)); print(z, len(z))

d = deque([1, 2, 3, 4, 5, 6, 7, 8])
d.insert(0, 'a'); d.insert(-1, 'b'); d.insert(100, 'c'); d.insert(-100, 'd'); d.insert(4, 'm')
print(d)
del d[0]; del d[-1]; del d[3]; print(d)
d[0] = 'first'; d[-1] = 'last'; print(d, d[0], d[-1], d[4])
d.remove('m'); print(d)
d.reverse(); print(d)
print(d.count(1), d.count('zz'), d.index(3), d.index(3, 2), d.index(3, -9, 100))
print(1 in d, 'nope' in d, len(d), bool(d), bool(deque()))

# growth across the ring's wrap-around
r = deque()
for i in range(40):
    r.appendleft(i) if i % 3 else r.append(i)
    if i % 5 == 0:
        r.popleft()
print(r, list(reversed(r)), r[7], r[-7])
for i in range(30):
    r.rotate(i)
    r.insert(i % 7, -i)
    del r[(i * 5) % len(r)]
print(r)

# arithmetic
a = deque([1, 2]); b = deque([3])
print(a + b, a * 3, 3 * a, a * 0, a * -2)
m = deque([1, 2, 3], maxlen=4)
print(m + deque([9, 9]), m * 3)
one = deque([7], maxlen=3); print(one * 10)
a += [5, 6]; print(a)
a += a; print(a)
a *= 2; print(a)
a *= 0; print(a)
d = deque([1]); d.extend(d); d.extendleft(d); print(d)

# comparisons
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) != deque([1, 3]), deque([1, 2]) < deque([1, 3]))
print(deque([1, 2]) <= deque([1, 2]), deque([1, 2, 3]) > deque([1, 2]), deque() >= deque())
print(deque([1]) == [1], deque([1]) != (1,))

# copies
d = deque([[1], [2]], maxlen=7)
c1 = d.copy(); c2 = copy.copy(d); c3 = copy.deepcopy(d)
d[0].append('x')
print(c1, c2, c3, c1.maxlen, c3.maxlen)

# subclass
class Q(deque):
    def peek(self):
        return self[0]
q = Q([1, 2, 3], maxlen=4)
q.append(4); q.append(5)
print(q, q.peek(), type(q.copy()).__name__, type(q + q).__name__, isinstance(q, deque))
class Q2(deque):
    def __init__(self, it):
        super().__init__(it, 2)
print(Q2('abc'), Q2('abc').copy())

# iteration
d = deque(range(5))
print(list(d), list(reversed(d)), list(iter(d)), [x * 2 for x in d])
it = iter(d); next(it); d[0] = 'set'; print(list(it))
it = iter(d); d.append(9)
try:
    next(it)
except RuntimeError as e:
    print(type(e).__name__, e)
it = reversed(d); d.popleft()
try:
    next(it)
except RuntimeError as e:
    print(type(e).__name__, e)
print(iter(deque([1, 2, 3])).__length_hint__())
print(deque.__init__.__doc__ is None or True, hasattr(deque, '__hash__'), deque.__hash__)
d = deque(); d.append(d); d.appendleft([d]); print(d)
print(repr(deque(maxlen=3)), str(deque('ab')))
