counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump(); bump()
print(counter)
def make():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    def get(): return n
    return inc, get
i, g = make(); i(); i()
print(g())
def deep():
    a = 1
    def l1():
        def l2():
            nonlocal a
            a += 10
        l2()
        return a
    return l1()
print(deep())
def define_global():
    global brand_new
    brand_new = "made"
define_global()
print(brand_new)
def shadow():
    x = "local"
    def inner():
        global x
        return x
    return inner()
x = "module"
print(shadow())
def gen_counter():
    total = 0
    def gen():
        nonlocal total
        for k in range(3):
            total += k
            yield total
    return gen, lambda: total
gn, tot = gen_counter()
print(list(gn()), tot())
def cond_global(flag):
    if flag:
        global zz
    zz = flag
cond_global(5)
print(zz)
def loop_nl():
    acc = []
    def add(v):
        nonlocal acc
        acc = acc + [v]
    for v in "abc": add(v)
    return acc
print(loop_nl())
class K:
    def m(self):
        global counter
        counter = 100
K().m(); print(counter)
def del_global():
    global counter
    del counter
del_global()
print("counter" in globals())
