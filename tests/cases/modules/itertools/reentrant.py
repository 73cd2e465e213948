import itertools
class N:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        if self.v < 3:
            next(c)
        return N(self.v + 1)
    def __repr__(self): return f"N({self.v})"
    def __index__(self): return self.v
c = itertools.count(N(0))
print(next(c), next(c), c)
def f(a, b):
    if b < 3:
        next(acc)
    return a + b
acc = itertools.accumulate([1, 2, 3, 4, 5, 6], f)
print(list(acc))
