class MyInt(int):
    def double(self): return self * 2
x = MyInt(21)
print(x, x.double(), x + 1, type(x + 1).__name__, x == 21, hash(x) == hash(21))
print(isinstance(x, int), str(x), repr(x), f"{x:05d}", [0,1,2][MyInt(1)])
print(int(x), type(int(x)).__name__, abs(MyInt(-3)), -x, x // 4, divmod(x, 5))
class Named(int):
    def __new__(cls, v, name):
        obj = super().__new__(cls, v)
        obj.name = name
        return obj
    def __repr__(self): return f"{self.name}={int(self)}"
n = Named(3, 'three')
print(n, n + 4, n.name, sorted([Named(2, 'b'), Named(1, 'a')]))
print({n: 1}[3])
