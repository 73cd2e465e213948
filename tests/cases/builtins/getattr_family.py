class A:
    x = 1
a = A()
print(getattr(a, 'x'), getattr(a, 'y', 'dflt'), hasattr(a, 'x'), hasattr(a, 'y'))
setattr(a, 'y', 2)
print(a.y)
delattr(a, 'y')
print(hasattr(a, 'y'))
getattr(a, 'nope')
