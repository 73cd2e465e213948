def memo(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper

@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), len(fib.cache))

def deco(prefix):
    def d(f):
        def w(*a, **k):
            return prefix + str(f(*a, **k))
        return w
    return d

@deco("<")
@deco(">")
def hello(name="x"):
    return name
print(hello(), hello(name="y"))

matrix = [[i * j for j in range(4)] for i in range(3)]
print(matrix, [row[1] for row in matrix], [[r[i] for r in matrix] for i in range(4)])
words = "the quick brown fox jumps over the lazy dog the end".split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
print({w: len(w) for w in set_words} if False else {w: len(w) for w in words[:3]})
s = 0
for i in range(10):
    if i % 3 == 0:
        continue
    for j in range(i):
        if j > 2:
            break
        s += j
    else:
        s += 100
print(s)
a = [5, 3, 8, 1]
a.sort()
b = a[:]
b.reverse()
print(a, b, a.index(8), a.count(3), a.pop(), a)
t = tuple(range(5))
print(t[1:4], t[::-1], len(t), 3 in t, t.index(2))
n = 0
while True:
    n += 1
    if n >= 10:
        break
print(n, 2 ** 64, -7 // 2, -7 % 2, 7 / 2, 10 ** -2, 1e10, 1.5e-7, float('inf'), -0.0)
