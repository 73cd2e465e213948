class Counter:
    def __init__(self): self.n = 0
    def __call__(self, step=1, *, mul=1):
        self.n += step * mul
        return self.n
c = Counter()
print(c(), c(2), c(step=3), c(1, mul=10))
print(list(map(c, [1, 1])))
class Adder:
    def __init__(self, k): self.k = k
    def __call__(self, x): return x + self.k
print(sorted([3, 1, 2], key=Adder(-10)), Adder(5)(1))
try:
    c(1, 2, 3)
except TypeError as e:
    print(e)
