a, b, c = 1, 2, 3
del a, b
print("a" in dir(), "c" in dir())
x = list(range(10))
del x[::3]
print(x)
del x[-2:], x[0]
print(x)
d = {"a": 1, "b": 2, "c": 3}
del d["a"], d["c"]
print(d)
class O: pass
o = O(); o.p = 1; o.q = 2
del o.p, (o.q)
print(vars(o))
y = [[1, 2], [3, 4]]
del y[0][1], y[1]
print(y)
(e, f), g = (1, 2), 3
del (e, f), g
print([n for n in ("e", "f", "g") if n in globals()])
[h, i] = 4, 5
del [h, i]
print("h" in globals())
ba = bytearray(b"abcdef")
del ba[1::2]
print(ba)
z = list(range(10))
del z[8:2:-2]
print(z)
try:
    del z[100]
except IndexError as err: print(err)
try:
    del undefined_name
except NameError as err: print(err)
def f():
    v = 1
    del v
    try: return v
    except UnboundLocalError as err: return str(err)
print(f())
try:
    del d["zz"]
except KeyError as err: print(repr(err))
t = (1, 2)
try:
    del t[0]
except TypeError as err: print(err)
s = "abc"
try:
    del s[0]
except TypeError as err: print(err)
for k in range(2): pass
del k
print("k" in globals())
