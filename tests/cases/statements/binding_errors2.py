def f(a, b):
    return a - b
print(f(b=1, a=5))
try:
    f(1, 2, b=3)
except TypeError as e:
    print(e)
try:
    f(1, c=3)
except TypeError as e:
    print(e)
try:
    f(1, 2, 3)
except TypeError as e:
    print(e)
def g(*, a):
    pass
try:
    g(b=1)
except TypeError as e:
    print(e)
def h(x, /):
    pass
try:
    h(x=1)
except TypeError as e:
    print(e)
try:
    print(len())
except TypeError as e:
    print(e)
try:
    len(1, 2)
except TypeError as e:
    print(e)
try:
    int(x=5)
except TypeError as e:
    print(e)
try:
    "".join()
except TypeError as e:
    print(e)
class K:
    def __init__(self, a):
        self.a = a
try:
    K()
except TypeError as e:
    print(e)
try:
    K(1, 2)
except TypeError as e:
    print(e)
class N:
    pass
try:
    N(1)
except TypeError as e:
    print(e)
def many(a, b, c, d):
    pass
try:
    many(1)
except TypeError as e:
    print(e)
try:
    many(1, d=2)
except TypeError as e:
    print(e)
def kwo(*, a, b, c):
    pass
try:
    kwo(a=1)
except TypeError as e:
    print(e)
def mix(a, b=1, *, c, d=2):
    pass
try:
    mix()
except TypeError as e:
    print(e)
try:
    mix(1, 2, 3)
except TypeError as e:
    print(e)
try:
    mix(1, 2, 3, 4, c=1)
except TypeError as e:
    print(e)
def vk(a, **kw):
    pass
try:
    vk(1, a=2)
except TypeError as e:
    print(e)
