class Vec:
    __slots_like__ = ('x', 'y')
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o): return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o): return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        return NotImplemented
    __rmul__ = __mul__
    def __neg__(self): return Vec(-self.x, -self.y)
    def __abs__(self): return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o): return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __repr__(self): return f"Vec({self.x}, {self.y})"
    def __iter__(self):
        yield_list = [self.x, self.y]
        return iter(yield_list)
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __bool__(self): return bool(self.x or self.y)
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 3 * a, -a, abs(b), a == Vec(1, 2), a != b, {a, Vec(1, 2)} if False else len({a: 1, Vec(1, 2): 2}))
x, y = b
print(x, y, b[0], bool(Vec(0, 0)), list(a), sum(a))
try:
    a * "s"
except TypeError as e:
    print(e)
try:
    a < b
except TypeError as e:
    print(e)
