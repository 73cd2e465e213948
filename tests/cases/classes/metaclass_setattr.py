# type.__setattr__/__delattr__ and a metaclass __setattr__ guarding class attributes.
class A: pass
type.__setattr__(A, 'x', 1)
print(A.x)
type.__delattr__(A, 'x')
print(hasattr(A, 'x'))
class M(type):
    def __setattr__(cls, k, v):
        if k == 'locked': raise AttributeError('cannot reassign member %r' % k)
        super().__setattr__(k, v)
    def __delattr__(cls, k):
        print('del', k); super().__delattr__(k)
class B(metaclass=M): pass
B.y = 2; print(B.y)
try: B.locked = 1
except AttributeError as e: print(e)
del B.y
print(type.__setattr__, type.__delattr__)
try: type.__setattr__(1, 'a', 2)
except TypeError as e: print(e)
try: type.__setattr__(int, 'a', 2)
except TypeError as e: print(e)
