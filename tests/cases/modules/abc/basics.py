# abc: ABCMeta, ABC, abstractmethod and the deprecated abstract* helpers, register,
# __subclasshook__, update_abstractmethods and the instantiation error (3.11 wording).
import abc
from abc import ABC, ABCMeta, abstractmethod, abstractproperty, abstractclassmethod, abstractstaticmethod
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
class Base(ABC):
    @abstractmethod
    def bar(self): ...
    @abstractmethod
    def baz(self): ...
    def concrete(self): return 'c'
print(sorted(Base.__abstractmethods__), type(Base), type(Base).__name__)
t(lambda: Base())
class Half(Base):
    def bar(self): return 1
t(lambda: Half())
print(sorted(Half.__abstractmethods__))
class Full(Half):
    def baz(self): return 2
f = Full(); print(f.bar(), f.baz(), f.concrete(), isinstance(f, Base), issubclass(Full, Base))
class P(ABC):
    @property
    @abstractmethod
    def x(self): ...
    @classmethod
    @abstractmethod
    def cm(cls): ...
    @staticmethod
    @abstractmethod
    def sm(): ...
    @abstractproperty
    def old(self): ...
print(sorted(P.__abstractmethods__))
t(lambda: P())
class Sized(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return any('__len__' in B.__dict__ for B in C.__mro__)
        return NotImplemented
print(isinstance([], Sized), isinstance(1, Sized), issubclass(str, Sized), issubclass(int, Sized))
class MyABC(metaclass=ABCMeta): pass
MyABC.register(tuple)
print(issubclass(tuple, MyABC), isinstance((), MyABC), isinstance([], MyABC))
class Sub(MyABC): pass
Sub.register(list)
print(issubclass(list, MyABC), issubclass(list, Sub), issubclass(tuple, Sub))
@MyABC.register
class Reg: pass
print(Reg, issubclass(Reg, MyABC), isinstance(Reg(), MyABC))
t(lambda: MyABC.register(1))
t(lambda: Sub.register(MyABC))
t(lambda: issubclass(1, MyABC))
print(MyABC.register(Sub) is Sub)
print(abc.get_cache_token() >= 0)
class U(ABC):
    def a(self): ...
U.a = abstractmethod(U.a)
print(U.__abstractmethods__, abc.update_abstractmethods(U) is U, U.__abstractmethods__)
t(lambda: U())
class NoAbc: pass
print(abc.update_abstractmethods(NoAbc) is NoAbc)
class One(ABC):
    @abstractmethod
    def only(self): pass
t(lambda: One())
t(lambda: sorted(Base.__abstractmethods__))
print(ABC.__abstractmethods__, ABC.__slots__)
class WithInit(ABC):
    def __init__(self, x): self.x = x
    @abstractmethod
    def m(self): ...
t(lambda: WithInit(1))
print(isinstance(ABCMeta, type), issubclass(ABCMeta, type))
print(abstractclassmethod.__isabstractmethod__, abstractstaticmethod.__mro__[1])
