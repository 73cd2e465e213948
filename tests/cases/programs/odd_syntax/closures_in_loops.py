funcs = []
for i in range(3):
    def f():
        return i
    funcs.append(f)
print([f() for f in funcs])
funcs = []
for i in range(3):
    def f(i=i):
        return i
    funcs.append(f)
print([f() for f in funcs])


def make_all():
    out = []
    for j in range(3):
        def g(j=j):
            return j * 10
        out.append(g)
    return out


print([g() for g in make_all()])
adders = {name: (lambda n: lambda x: x + n)(n) for n, name in enumerate(["zero", "one", "two"])}
print({k: v(100) for k, v in adders.items()})


def counter():
    count = 0

    def inc():
        nonlocal count
        count += 1
        return count
    return inc


c1, c2 = counter(), counter()
print(c1(), c1(), c2(), c1())
cells = [(lambda: k) for k in "abc"]
print([c() for c in cells])


def outer():
    x = "early"
    get = lambda: x
    x = "late"
    return get()


print(outer())
