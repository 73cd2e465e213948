import math
class Shape:
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    def area(self): raise NotImplementedError(f"{type(self).__name__}.area")
    def perimeter(self): raise NotImplementedError
    def __str__(self): return f"{self.name}: area={self.area():.2f}"
    def __lt__(self, o): return self.area() < o.area()
class Circle(Shape):
    def __init__(self, r): super().__init__('circle'); self.r = r
    def area(self): return math.pi * self.r ** 2
    def perimeter(self): return 2 * math.pi * self.r
class Rect(Shape):
    def __init__(self, w, h): super().__init__('rect'); self.w, self.h = w, h
    def area(self): return self.w * self.h
    def perimeter(self): return 2 * (self.w + self.h)
class Square(Rect):
    def __init__(self, s): super().__init__(s, s); self.name = 'square'
shapes = [Circle(1), Rect(2, 3), Square(2)]
for s in sorted(shapes): print(s)
print(Shape.count, [type(s).__name__ for s in shapes], isinstance(shapes[2], Rect))
print(max(shapes).name, round(sum(s.perimeter() for s in shapes), 3))
try:
    Shape('blob').area()
except NotImplementedError as e:
    print('NotImplementedError', e)
