print(dir(object))
print(sorted(object.__dict__))
class A: pass
print(dir(A))
print(object.__doc__)
a = A()
print(a.__dir__()[:3], a.__getstate__(), A.__subclasshook__())
a.x = 1
print(a.__getstate__())
class S:
    __slots__ = ('p', 'q')
s = S(); s.p = 1
print(s.__getstate__())
print(repr(object.__dict__['__class__']), type(object.__dict__['__class__']), repr(A.__dict__['__dict__']))
print(A.__dict__['__dict__'].__get__(a), A.__dict__['__weakref__'].__get__(a), a.__weakref__)
print(type(A.__qualname__), A.__qualname__)
A.__qualname__ = "Q"
print(A, A.__qualname__)
class B:
    class C: pass
print(B.C, B.C.__qualname__, '__qualname__' in B.__dict__)
a.__dict__ = {'y': 2}
print(a.y, vars(a))
try:
    a.__weakref__ = 1
except AttributeError as e:
    print(e)
T = type('T', (), {'__qualname__': 'Outer.T'})
print(T, T.__name__)
try:
    type('U', (), {'__qualname__': 5})
except TypeError as e:
    print(e)
