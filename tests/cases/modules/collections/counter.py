from collections import Counter

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

words = 'the quick brown fox jumps over the lazy dog the end fox'.split()
c = Counter(words)
print(c)
print(c.most_common(), c.most_common(3), c.most_common(0), c.most_common(-1), c.most_common(100))
print(c['the'], c['missing'], 'missing' in c, len(c), c.total())
print(sorted(Counter('mississippi').elements()))
print(list(Counter(a=2, b=0, c=-1, d=1).elements()))
c = Counter(a=3, b=1)
c.update('aab'); print(c)
c.update({'a': -10, 'z': 2}); print(c)
c.update(a=1, q=4); print(c)
c.update(); print(c)
c.subtract({'q': 10}); print(c)
c.subtract('zz'); print(c)
c.subtract(b=5); print(c)
print(Counter({'x': 1}).copy(), type(Counter().copy()).__name__)
e = Counter(); e.update({'a': 1}); print(e)

a = Counter(a=3, b=1, c=0, d=-2)
b = Counter(a=1, b=2, e=5, f=-1)
print(a + b, a - b, a | b, a & b, +a, -a)
print(b + a, b - a, b | a, b & a)
x = a.copy(); x += b; print(x)
x = a.copy(); x -= b; print(x)
x = a.copy(); x |= b; print(x)
x = a.copy(); x &= b; print(x)
x = Counter(a=1); x += {'b': 2, 'c': -1}; print(x)

print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) != Counter(a=2))
print(Counter(a=1) <= Counter(a=1, b=1), Counter(a=1) < Counter(a=1), Counter(a=2) > Counter(a=1))
print(Counter(a=2) >= Counter(a=2, b=0), Counter() < Counter(a=1))
print(Counter(a=1) == {'a': 1}, {'a': 1} == Counter(a=1))
t(lambda: Counter(a=1) < {'a': 2})
t(lambda: Counter(a=1) + 1)
t(lambda: Counter(a=1) - {'a': 1})
t(lambda: Counter(a=1) | [1])
t(lambda: Counter(a=1) & None)
t(lambda: Counter.fromkeys('abc'))
t(lambda: Counter(1))
t(lambda: Counter('a', 'b'))
t(lambda: hash(Counter()))
t(lambda: Counter(a=1).most_common('x'))
t(lambda: list(Counter(a=1.5).elements()))
print(repr(Counter()), repr(Counter(b=1, a=2, c=2)))
print(Counter({1: 'x', 2: 'y'}))
class Sub(Counter):
    pass
s = Sub('abca'); print(s, type(s + s).__name__, type(s.copy()).__name__)
del s['a']; del s['zz']; print(s)
r = Counter(); r['self'] = r
try:
    repr(r)
except RecursionError as e:
    print(type(e).__name__)
r['self'] = 1
t(lambda: Counter(a=1).most_common(1.5))
t(lambda: Counter(a=1, b=2, c=3).most_common(1.5))
print(Counter(iter([1, 1, 2])), Counter((i % 3 for i in range(10))))
print(Counter(['a', 'b']) == Counter('ab'), Counter('ab').keys(), list(Counter('ba').values()))
print(Counter[str])
