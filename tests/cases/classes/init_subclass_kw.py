class Base:
    subs = []
    def __init_subclass__(cls, /, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Base.subs.append((cls.__name__, tag))
class A(Base, tag='a'):
    pass
class B(A):
    pass
print(Base.subs, A.tag, B.tag)
try:
    class C(Base, bogus=1):
        pass
except TypeError as e:
    print(e)
