# star items after the first element of an unparenthesised tuple
a = [1]
b = [2]
x = 1, *[2]
print(x)
x = *[1], 2
print(x)
x = 0, *a + b, *(3, 4), *{5: 0}, *"ab", 9
print(x)
x = 1, *[2] * 2, *a[0:1], *b * 2 + a, *{6} | {7}
print(x)
for v in *[1], 2:
    print(v)
for v in 0, *[1, 2]:
    print(v)


def f(xs):
    return 1, *xs, 4


def g(r):
    yield 1, *r
    y = yield *[0], 1
    print(y)


print(f([2, 3]))
it = g([2])
print(next(it), next(it))
try:
    it.send("sent")
except StopIteration:
    print("done")
print(2 * 3, *[1])
s = "*, *"
print(s, f"{('x', *[1])}")
