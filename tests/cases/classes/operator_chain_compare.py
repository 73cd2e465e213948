class V:
    def __init__(self, v): self.v = v
    def __lt__(self, o): print(f"{self.v}<{o.v}"); return self.v < o.v
    def __le__(self, o): return self.v <= o.v
    def __eq__(self, o): return self.v == o.v
a, b, c = V(1), V(2), V(3)
print(a < b < c, c < b < a, a <= a < b)
print(a == V(1) != b)
