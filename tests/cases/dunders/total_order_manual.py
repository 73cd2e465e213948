class V:
    def __init__(self, n): self.n = n
    def __lt__(self, o): return self.n < o.n
    def __repr__(self): return f"V{self.n}"
vs = [V(3), V(1), V(2)]
print(sorted(vs), min(vs), max(vs))
print(V(1) > V(0), V(5) > V(9))
try:
    V(1) <= V(2)
except TypeError as e:
    print(e)
