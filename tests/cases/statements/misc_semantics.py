# assignment order for chained targets: left to right
log = []
class T:
    def __setitem__(self, k, v):
        log.append(("set", k, v))
t = T()
t[1] = t[2] = "v"
print(log)
x = [0, 0]
i = 0
i = x[i] = 1
print(i, x)
# nonlocal in nested loops
def outer():
    total = 0
    def add(n):
        nonlocal total
        for k in range(n):
            total += k
    add(4)
    add(3)
    return total
print(outer())
# global declared in nested function
def a():
    def b():
        global G
        G = "set in b"
    b()
a()
print(G)
# class scope doesn't leak into methods
class C:
    attr = 1
    def m(self):
        try:
            return attr
        except NameError as e:
            return str(e)
print(C().m())
# comprehension in class body sees only the outermost iterable from class scope
class D:
    vals = [1, 2]
    doubled = [v * 2 for v in vals]
print(D.doubled)
# star unpacking of a generator in a call
def g(*a):
    return a
print(g(*(i * i for i in range(4))))
# keyword order preserved
def kw(**k):
    return list(k)
print(kw(z=1, a=2, m=3))
# conditional import-free expression statements
print(*[1, 2, 3], sep="-")
print(*"abc")
# swap via tuple with attributes
class P:
    pass
p = P()
p.a, p.b = 1, 2
p.a, p.b = p.b, p.a
print(p.a, p.b)
# for loop target can be attribute / subscript
d = {}
for d["k"] in range(3):
    pass
print(d)
for p.a in "xy":
    pass
print(p.a)
# nested functions with defaults referencing outer
def mk(n):
    def f(x=n * 2):
        return x
    return f
print(mk(3)(), mk(4)(1))
# while with complex condition and else
i = 0
while i < 10 and i != 5:
    i += 1
else:
    print("stopped at", i)
# try in loop with continue in except
res = []
for v in [1, 0, 2]:
    try:
        res.append(10 // v)
    except ZeroDivisionError:
        continue
    finally:
        res.append("f")
print(res)
# return inside with inside try
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("exit", a[0])
def h():
    try:
        with CM():
            return "from with"
    finally:
        print("finally")
print(h())
# exception variable cleared but outer var with same name in function
def k():
    err = "keep?"
    try:
        1 / 0
    except ZeroDivisionError as err:
        pass
    return "err" in locals()
print(k())
# lambda default capturing
fs = [(lambda: n) for n in range(2)]
print([f() for f in fs])
# multiple assignment with starred in middle nested
(a, *b), c = "xyz", 1
print(a, b, c)
# conditional expressions nested
v = 5
print("a" if v < 3 else "b" if v < 6 else "c")
# not / unary chains
print(not not v, - - v, ~~v, +-v)
# string concatenation of adjacent literals and f-strings
print("a" "b" f"{v}" "c")
# ellipsis
print(..., type(...).__name__)
# integer literal forms
print(0x1F, 0o17, 0b101, 1_000, 1e3, 1_0.5)
