import itertools
depth = [0]
class N:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        depth[0] += 1
        if depth[0] < 3:
            print('inner', next(c))
        return N(self.v + 1)
    def __repr__(self): return f"N({self.v})"
    def __index__(self): return self.v
c = itertools.count(N(0))
print(next(c), next(c), c)
calls = [0]
def f(a, b):
    calls[0] += 1
    if calls[0] < 3:
        print('inner', next(acc))
    return a + b
acc = itertools.accumulate([1, 2, 3, 4, 5, 6], f)
print(list(acc))
