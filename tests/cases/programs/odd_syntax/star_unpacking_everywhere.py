a, *b, c = range(6)
print(a, b, c)
*init, last = "hello"
print(init, last)
first, *rest = [1]
print(first, rest)
(x, *y), z = [1, 2, 3], 4
print(x, y, z)
[p, [q, *r]] = (0, (1, 2, 3))
print(p, q, r)
for head, *tail in [(1, 2, 3), (4,), "ab"]:
    print(head, tail)
*s, = {3: 0}
print(s)
t = (*range(3), *"ab", *[None])
print(t, [*t[:2], 9], {*"aab"} == {"a", "b"}, {**{"x": 1}, "y": 2, **dict(z=3)})


def f(*args, **kw):
    return args, kw


print(f(*[1, 2], 3, *(4,), k=1, **{"m": 2}, **{"n": 3}))
print(*[1, 2, 3], sep="-")
print(max(*[4, 9, 2]), [*map(str, range(3))], (*"xy",))


def g():
    return 1, *[2, 3], 4


print(g())
nums = [1, 2, 3]
print([*nums, *nums][::2], {**{i: i for i in nums}, 1: "one"})
x, y = y, x
print(x, y)
i, j, *_ = "ijkl"
print(i, j, _)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
