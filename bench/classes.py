# Classes with method calls: inheritance, properties, dunders, super().
class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        raise NotImplementedError

    def describe(self):
        return self.name


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y

    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)


class Counter:
    def __init__(self):
        self.n = 0

    def inc(self, k=1):
        self.n += k
        return self


shapes = []
for i in range(20000):
    shapes.append(Rect(i % 7 + 1, i % 11 + 1) if i % 2 else Square(i % 9 + 1))
total = 0
for s in shapes:
    total += s.area()
names = {}
for s in shapes:
    names[s.describe()] = names.get(s.describe(), 0) + 1

v = Vec(0, 0)
for i in range(40000):
    v = v + Vec(i % 3 - 1, i % 5 - 2) * 2
    total += v.norm1 + v.dot(Vec(1, -1))
c = Counter()
for i in range(40000):
    c.inc().inc(2)
print("classes", total, sorted(names.items()), v.x, v.y, c.n)
