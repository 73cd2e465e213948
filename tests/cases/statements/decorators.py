def trace(fn):
    def wrapper(*a, **k):
        print("call", fn.__name__, a, k)
        return fn(*a, **k)
    wrapper.__wrapped__ = fn
    return wrapper
def repeat(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]
        return wrapper
    return deco
order = []
def mark(tag):
    order.append(("factory", tag))
    def deco(fn):
        order.append(("apply", tag))
        return fn
    return deco
@trace
def add(a, b=1):
    return a + b
print(add(1, b=2), add.__wrapped__(5))
@repeat(3)
def hi(x):
    return x * 2
print(hi(4))
@mark("outer")
@mark("inner")
def marked():
    pass
print(order)
class K:
    @staticmethod
    @trace
    def s(x):
        return x
    @classmethod
    def c(cls):
        return cls.__name__
    @property
    def p(self):
        return "prop"
print(K.s(1), K.c(), K().p)
@lambda fn: fn.__name__.upper()
def named():
    pass
print(named)
def fails(fn):
    raise RuntimeError("decorator failed")
try:
    @fails
    def never():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    never
except NameError as e:
    print("NameError:", e)
