class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))
    @property
    def first(self): return self[0]
    def __repr__(self): return f"Pair{tuple.__repr__(self)}"
p = Pair(1, 2)
print(p, p.first, len(p), p + (3,), p == (1, 2), hash(p) == hash((1, 2)), list(p))
a, b = p
print(a, b, isinstance(p, tuple), p[::-1], p.count(1))
class T(tuple): pass
t = T([1, 2, 3])
print(t, type(t).__name__, t[1:], type(t[1:]).__name__)
t.attr = 5
print(t.attr)
