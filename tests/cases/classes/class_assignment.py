# obj.__class__ = Other between compatible classes (the state pattern)
class Idle:
    def step(self):
        self.__class__ = Running
        return "start"
class Running:
    def step(self):
        self.__class__ = Idle
        return "stop"
m = Idle(); m.data = [1]
print([m.step() for _ in range(3)], type(m).__name__, m.data)
class Base: pass
class Child(Base):
    def hello(self): return "child " + type(self).__name__
b = Base(); b.__class__ = Child; print(b.hello(), isinstance(b, Child))
class S1:
    __slots__ = ("a",)
class S2:
    __slots__ = ("a",)
class S3:
    __slots__ = ("b",)
s = S1(); s.a = 5; s.__class__ = S2; print(type(s).__name__, s.a)
class MyInt(int): pass
class MyInt2(int): pass
n = MyInt(3)
try: n.__class__ = MyInt2
except TypeError as e: print(e)
class L(list): pass
for obj, cls in [(s, S3), (Base(), S1), (Base(), L), (1, Base), (Base(), int), (L(), Base), (Base(), 5)]:
    try:
        obj.__class__ = cls
        print("ok", type(obj).__name__)
    except TypeError as e:
        print(e)
try: del b.__class__
except TypeError as e: print(e)
class MyIntSub(MyInt): pass
class MyIntSub2(MyInt): pass
k = MyIntSub(2); k.__class__ = MyIntSub2; print(type(k).__name__, k * 2)
k.__class__ = MyInt; print(type(k).__name__)
class T1(tuple): pass
class T2(tuple): pass
class F1(float): pass
class F2(float): pass
class Str1(str): pass
class Str2(str): pass
class E1(Exception): pass
class E2(ValueError): pass
class E3(Exception): pass
for obj, cls in [(T1(), T2), (F1(1.5), F2), (Str1("s"), Str2), (E1("x"), E3), (E1("x"), E2), (L(), type("L2", (list,), {}))]:
    try:
        obj.__class__ = cls
        print("ok", type(obj).__name__, obj)
    except TypeError as e:
        print(e)
