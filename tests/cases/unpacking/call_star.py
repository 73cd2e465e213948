def f(*args, **kwargs):
    return args, kwargs
a = [1, 2]
b = (3,)
c = {"x": 1}
d = {"y": 2}
print(f(*a, *b, **c, **d))
print(f(0, *a, 4, *b, k=5, **c))
print(f(*"ab", *range(2)))
print(f(**{"a": 1}, b=2, **{"c": 3}))
try:
    f(**c, **{"x": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    f(x=1, **c)
except TypeError as e:
    print("TypeError:", e)
try:
    f(*5)
except TypeError as e:
    print("TypeError:", e)
try:
    f(**[1])
except TypeError as e:
    print("TypeError:", e)
try:
    f(**{1: 2})
except TypeError as e:
    print("TypeError:", e)
def g(a, b, c=3, *, d=4):
    return a, b, c, d
print(g(*[1, 2]), g(1, *[2, 3]), g(*[1], **{"b": 2, "d": 5}))
try:
    g(*[1, 2, 3, 4])
except TypeError as e:
    print("TypeError:", e)
try:
    g(1, *[2], **{"a": 1})
except TypeError as e:
    print("TypeError:", e)
