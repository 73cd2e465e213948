class Single:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v):
        self.v = v
a = Single(1); b = Single(2)
print(a is b, a.v)
class P:
    pass
o = object.__new__(P)
print(type(o).__name__)
class E(Exception):
    def __new__(cls, *args):
        inst = super().__new__(cls, *args)
        inst.extra = 1
        return inst
e = E("m")
print(e, e.extra, e.args)
