class V:
    def __init__(self, n): self.n = n
    def __rsub__(self, o): return o - self.n
    def __sub__(self, o): return self.n - o
print(10 - V(3), V(3) - 1)
