class P:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
p = P(1, 2)
print(p.x, p.y)
print(hasattr(p, '__dict__'))
try:
    p.z = 3
except AttributeError as e:
    print('AE', e)
del p.x
try:
    p.x
except AttributeError as e:
    print('AE', e)
print(type(P.x).__name__)
p.x = 5
print(p.x)
