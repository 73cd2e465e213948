def gen():
    yield 1
g = gen()
r = repr(g)
print(r.startswith("<generator object gen at 0x"), r.endswith(">"))
print(type(g).__name__)
print(iter(g) is g, g.__iter__() is g)
print(g.__next__())
class C:
    def m(self):
        yield 1
print(repr(C().m()).startswith("<generator object C.m at "))
def outer():
    def inner():
        yield
    return inner()
print(repr(outer()).split(" at ")[0])
