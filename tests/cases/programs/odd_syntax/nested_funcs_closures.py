def counter_factory(start=0, *, step=1):
    count = start
    def inc(by=None):
        nonlocal count
        count += step if by is None else by
        return count
    def reset():
        nonlocal count
        count = start
    inc.reset = reset
    return inc
c = counter_factory(10, step=5)
print(c(), c(), c(1)); c.reset(); print(c())
def memo(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache: cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    wrapper.__name__ = fn.__name__
    wrapper.__wrapped__ = fn
    return wrapper
@memo
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), len(fib.cache), fib.__name__, fib.__wrapped__(10))
def curry(f, n):
    def step(*acc):
        if len(acc) >= n: return f(*acc[:n])
        return lambda *more: step(*acc, *more)
    return step
add3 = curry(lambda a, b, c: a + b + c, 3)
print(add3(1)(2)(3), add3(1, 2)(3), add3(1)(2, 3), add3(1, 2, 3))
def make_ops():
    ops = {}
    for name, sym in [("add", "+"), ("mul", "*"), ("pow", "**")]:
        ops[name] = eval(f"lambda a, b: a {sym} b")
    return ops
ops = make_ops(); print({k: f(2, 5) for k, f in ops.items()})
def outer():
    x = "outer"
    def mid():
        def inner(): return x
        return inner
    x = "rebound"
    return mid()()
print(outer())
def recursive_closure():
    def walk(node, depth=0):
        return [(depth, node[0])] + [p for child in node[1:] for p in walk(child, depth + 1)]
    return walk(("root", ("a", ("a1",)), ("b",)))
print(recursive_closure())
def gen_closure():
    fs = []
    for i in range(3):
        fs.append((lambda j: lambda: j * 10)(i))
    return [f() for f in fs]
print(gen_closure())
print((lambda f: f(f, 5))(lambda self, n: 1 if n == 0 else n * self(self, n - 1)))
def deco_with_args(prefix, *, upper=False):
    def deco(fn):
        def wrapped(*a, **k):
            r = f"{prefix}{fn(*a, **k)}"
            return r.upper() if upper else r
        return wrapped
    return deco
@deco_with_args(">> ", upper=True)
@deco_with_args("[")
def hello(name="world"): return f"hello {name}]"
print(hello(), hello(name="you"))
print(fib.cache[(5,)], len(fib.cache))
