class P:
    __slots__ = ('x',)
p = P()
try:
    p.x
except AttributeError as e:
    print(e)
try:
    del p.x
except AttributeError as e:
    print(e)
try:
    P.x.__get__(5, int)
except TypeError as e:
    print(e)
try:
    p.y = 1
except AttributeError as e:
    print(e)
try:
    vars(p)
except TypeError as e:
    print(e)
