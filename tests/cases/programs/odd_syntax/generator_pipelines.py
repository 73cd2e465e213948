def read(lines):
    for ln in lines:
        yield ln.strip()
def non_empty(it):
    yield from (l for l in it if l)
def parse(it):
    for l in it:
        k, _, v = l.partition("=")
        yield k.strip(), v.strip()
data = ["a = 1", "", "  b=2 ", "c =", "  "]
print(dict(parse(non_empty(read(data)))))
def chunks(seq, n):
    it = iter(seq)
    while chunk := [x for _, x in zip(range(n), it)]:
        yield chunk
print(list(chunks(range(7), 3)), list(chunks([], 2)))
def take(n, it):
    for _, x in zip(range(n), it): yield x
def naturals():
    n = 0
    while True: yield (n := n + 1)
print(list(take(5, (x * x for x in naturals() if x % 2))))
def flatten(x):
    if isinstance(x, (list, tuple)):
        for y in x: yield from flatten(y)
    else: yield x
print(list(flatten([1, [2, (3, [4, []])], 5])))
def tee_like(it):
    buf = list(it)
    return iter(buf), iter(buf)
a, b = tee_like(x for x in "ab"); print(list(a), list(b))
def stateful():
    total = 0
    while True:
        x = yield total
        if x is None: return total
        total += x
g = stateful(); next(g)
for v in (1, 2, 3): g.send(v)
try: g.send(None)
except StopIteration as e: print("final", e.value)
gen = (x for x in range(3))
print(sum(gen), sum(gen))
def gen_with_return():
    yield 1
    return "R"
def wrapper():
    r = yield from gen_with_return()
    yield r
print(list(wrapper()))
pairs = ((i, j) for i in range(3) for j in range(i))
print(list(pairs))
print(list(zip(*(iter("abcdef"),) * 2)), dict(zip(*[iter("abcd")] * 2)))
lazy = map(lambda x: print("eval", x) or x, [1, 2])
print("before"); print(list(lazy))
print(next(filter(lambda x: x > 2, range(10))), next((x for x in [] ), "none"))
print(any(x > 1 for x in naturals()))
