class S:
    _inst = None
    def __new__(cls, *a):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v):
        self.v = v
a = S(1); b = S(2)
print(a is b, a.v)
class N:
    def __new__(cls):
        return 5
print(N())
class T:
    def __init__(self):
        return 1
try:
    T()
except TypeError as e:
    print(e)
class U: pass
try:
    U(1)
except TypeError as e:
    print(e)
try:
    object(1)
except TypeError as e:
    print(e)
class W:
    def __init__(self, a): pass
try:
    W()
except TypeError as e:
    print(e)
