# Red team 2 (issue 10), program 13_init_subclass.
# attacks: __init_subclass__ / __class_getitem__ / metaclass hooks mutating bases, recursing
class Base:
    subs = []
    def __init_subclass__(cls, **kw):
        Base.subs.append(cls)
        cls.__bases__  # read
        super().__init_subclass__()
class A(Base): pass
class B(A): pass
print([c.__name__ for c in Base.subs])
class R:
    def __init_subclass__(cls):
        if len(cls.__mro__) < 400:
            class Sub(cls): pass
try:
    class R1(R): pass
    print("made")
except RecursionError: print("RecErr")
class CG:
    def __class_getitem__(cls, item):
        return CG[item] if item < 10000 else item
try: print(CG[0])
except RecursionError: print("RecErr")
class KW:
    def __init_subclass__(cls, x): cls.x = x
try:
    class K1(KW): pass
except TypeError as e: print("TE", e)
class K2(KW, x=3): pass
print(K2.x)
