class Frozen:
    __slots__ = ()
class Point:
    def __init__(self, x, y):
        object.__setattr__(self, 'x', x)
        object.__setattr__(self, 'y', y)
    def __setattr__(self, k, v):
        raise AttributeError(f"can't set {k}")
p = Point(1, 2)
print(p.x, p.y)
try:
    p.x = 5
except AttributeError as e:
    print(e)
class Validated:
    def __setattr__(self, k, v):
        if k == 'age' and v < 0:
            raise ValueError('negative age')
        super().__setattr__(k, v)
v = Validated()
v.age = 3
print(v.age)
try:
    v.age = -1
except ValueError as e:
    print(e)
