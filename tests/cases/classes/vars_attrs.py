class C:
    cls_attr = 1
    def __init__(self): self.a = 1; self.b = 2
c = C()
print(vars(c), c.__dict__, vars(c) is c.__dict__)
c.__dict__['z'] = 9
print(c.z)
setattr(c, 'q', 5); print(getattr(c, 'q'), hasattr(c, 'q'))
delattr(c, 'q'); print(hasattr(c, 'q'))
try:
    delattr(c, 'q')
except AttributeError as e:
    print(e)
try:
    getattr(c, 'nope')
except AttributeError as e:
    print(e)
try:
    vars(1)
except TypeError as e:
    print(e)
print(C.__dict__['cls_attr'], 'cls_attr' in C.__dict__, '__init__' in C.__dict__)
print(C.__module__, C.__name__, C.__qualname__, C.__doc__, c.__module__)
class Doc:
    "docstring"
print(Doc.__doc__, Doc().__doc__)
try:
    setattr(c, 1, 2)
except TypeError as e:
    print(e)
o = object()
try:
    o.x = 1
except AttributeError as e:
    print(e)
print(type(o).__name__, object.__name__)
