for a, *b in [(1, 2, 3), (4,), "xyz"]:
    print(a, b)
for (x, y), *rest in [((1, 2), 3, 4), ((5, 6),)]:
    print(x, y, rest)
[p, *q], r = [1, 2, 3], 4
print(p, q, r)
(s), t = 5, 6
print(s, t)
[(u)] = [7]
print(u)
*head, tail = range(5)
print(head, tail)
first, *mid, last = "abcdef"
print(first, mid, last)
((m, n), *o) = [(1, 2), 3]
print(m, n, o)
[] = ()
() = []
print("empty ok")
a = b = c = [1, 2]
a, (b, c) = 1, (2, 3)
print(a, b, c)
d = {}
d["k"], d["j"] = *"ab",
print(d)
lst = [0] * 4
lst[0], lst[-1], *lst[1:3] = 1, 2, 3, 4
print(lst)
class O: pass
o = O()
o.x, [o.y, *o.z] = 1, "abc"
print(o.x, o.y, o.z)
def ret(): return *range(2), *"ab"
print(ret())
def yl():
    yield *[1, 2], 3
    x = yield
    print("sent", x)
g = yl(); print(next(g)); next(g)
try: g.send(9)
except StopIteration: print("done")
print([*range(2), *[3]], {*"aa", *"b"} == {"a", "b"}, {**{"a": 1}, "b": 2, **{"a": 3}})
print(*[1, 2], *(3,), sep="-")
try:
    x, *y, z = [1]
except ValueError as e: print(e)
try:
    a, b = [1, 2, 3]
except ValueError as e: print(e)
