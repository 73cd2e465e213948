class A:
    x = 1
a = A()
print(getattr(a, 'x'), getattr(a, 'y', None), getattr(A, 'x'))
setattr(a, 'y', 2)
print(a.y, hasattr(a, 'y'), hasattr(a, 'zz'))
delattr(a, 'y')
print(hasattr(a, 'y'))
try:
    getattr(a, 'nope')
except AttributeError as e:
    print(e)
try:
    getattr(a, 5)
except TypeError as e:
    print(e)
try:
    hasattr(a)
except TypeError as e:
    print(e)
setattr(A, 'z', 3)
print(a.z, getattr(1, 'real'), getattr('s', 'upper')())
class Raising:
    @property
    def p(self): raise ValueError('boom')
try:
    hasattr(Raising(), 'p')
except ValueError as e:
    print('propagated', e)
