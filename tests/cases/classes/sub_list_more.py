class TypedList(list):
    def __init__(self, kind, items=()):
        self.kind = kind
        super().__init__()
        for i in items: self.append(i)
    def append(self, x):
        if not isinstance(x, self.kind): raise TypeError(f"expected {self.kind.__name__}")
        super().append(x)
    def __repr__(self): return f"TypedList[{self.kind.__name__}]({list.__repr__(self)})"
t = TypedList(int, [1, 2])
t.append(3)
print(t, len(t), t[0], t[-1], sum(t), t[1:], type(t[1:]).__name__, isinstance(t, list))
try:
    t.append('x')
except TypeError as e:
    print(e)
t.sort(reverse=True)
print(t, t == [3, 2, 1], [3, 2, 1] == t, t.kind.__name__)
class Unique(list):
    def __contains__(self, x):
        print('contains', x)
        return list.__contains__(self, x)
u = Unique([1, 2])
print(2 in u)
