# __init_subclass__ and __class_getitem__ written as plain functions are stored as
# classmethods, so calling them through the class binds it.
class A:
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, sorted(kw.items()))
        super().__init_subclass__()

    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"


class B(A, flag=1):
    pass


print(type(A.__dict__["__init_subclass__"]).__name__, type(A.__dict__["__class_getitem__"]).__name__)
B.__init_subclass__()
A.__init_subclass__(x=2)
print(A[int], B[str], B.__class_getitem__(float), A.__dict__["__class_getitem__"].__func__.__name__)


class C:
    @classmethod
    def __init_subclass__(cls):
        print("explicit classmethod", cls.__name__)


class D(C):
    pass


D.__init_subclass__()
print(type(C.__dict__["__init_subclass__"]).__name__)

Dyn = type("Dyn", (), {"__class_getitem__": lambda cls, k: (cls.__name__, k)})
print(Dyn[1], type(Dyn.__dict__["__class_getitem__"]).__name__)

from typing import TypedDict

Movie = TypedDict("Movie", {"title": str, "year": int})
print(Movie(title="Heat", year=1995), sorted(Movie.__required_keys__), Movie.__total__)
try:
    B.__init_subclass__(1)
except TypeError as e:
    print("TypeError:", e)
