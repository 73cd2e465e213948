class Num:
    def __int__(self): return 7
    def __float__(self): return 2.5
    def __index__(self): return 3
n = Num()
print(int(n), float(n), [0, 1, 2, 3][n])
class OnlyIndex:
    def __index__(self): return 4
print(int(OnlyIndex()), float(OnlyIndex()) if False else 'skip')
class BadInt:
    def __int__(self): return 'x'
try:
    int(BadInt())
except TypeError as e:
    print(e)
class Trunc:
    def __trunc__(self): return 9
