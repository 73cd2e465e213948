def outer():
    x = 0
    def gen():
        nonlocal x
        while x < 3:
            x += 1
            yield x
    def gen2():
        def inner():
            nonlocal x
            x += 100
            yield x
        yield from inner()
    return list(gen()), list(gen2()), x
print(outer())
def closures():
    fs = []
    for i in range(3):
        def f(): return i
        fs.append(f)
    return [f() for f in fs]
print(closures())
def comp_scope():
    y = 10
    return [y + i for i in range(2)], {y: i for i in range(1)}, list(y * i for i in range(2))
print(comp_scope())
class K:
    v = 5
    lst = [v for _ in range(1)] if False else None
    try:
        bad = [v for _ in range(1)]
    except NameError as e:
        err = str(e)
print(K.err)
class K2:
    v = 5
    ok = [x for x in range(v)]
print(K2.ok)
def shadow():
    print(n)
    n = 1
try: shadow()
except UnboundLocalError as e: print(e)
n = 3
def read_global(): return n
print(read_global())
def nonlocal_decl_later():
    a = 1
    def inner():
        nonlocal a
        a = 2
    inner(); return a
print(nonlocal_decl_later())
def cell_after_del():
    x = 1
    def g(): return x
    del x
    try: return g()
    except NameError as e: return str(e)
print(cell_after_del())
def default_scope(a=n): return a
n = 99
print(default_scope())
lam = lambda: [n for _ in range(1)]
print(lam())
def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
for v in gen_with_finally():
    print(v)
    break
print("after break")
def g3():
    x = yield from [1, 2]
    return x
print(list(g3()))
def infinite():
    i = 0
    while True:
        yield i
        i += 1
gen = infinite()
print([next(gen) for _ in range(3)], next(gen))
def walrus_scope():
    [w := 1 for _ in range(2)]
    return w
print(walrus_scope())
class WK:
    vals = [1, 2]
    total = sum(x for x in [1, 2])
print(WK.total)
x = "g"
def f1():
    x = "l"
    class C:
        print(x)
        x = "c"
        print(x)
    return C
f1()
def f2():
    x = "enclosing"
    class C:
        y = x
    return C.y
print(f2())
def f3():
    global x
    x = "set by f3"
f3(); print(x)
exec("x = 'exec global'"); print(x)
print([locals().get("q") for q in range(1)] if False else "skip")
