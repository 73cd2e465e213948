class A:
    pass
class B(A):
    pass
a, b = A(), B()
A.__add__ = lambda self, o: 'added'
print(a + 1, b + 1)
A.__repr__ = lambda self: 'A!'
print(repr(a), repr(b))
B.__len__ = lambda self: 7
print(len(b))
del A.__add__
try:
    a + 1
except TypeError as e:
    print(e)
A.__eq__ = lambda s, o: True
print(a == 5)
A.__call__ = lambda s: 'called'
print(a(), b())
A.__iter__ = lambda s: iter([1, 2])
print(list(b))
