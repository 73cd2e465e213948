class V:
    def __init__(self, x): self.x = x
    def __add__(self, o): return V(self.x + o.x)
    def __repr__(self): return f"V({self.x})"
v = V(1); w = v
v += V(2)
print(v, w, v is w)
class M:
    def __init__(self, x): self.x = x
    def __iadd__(self, o):
        self.x += o
        return self
    def __imul__(self, o):
        return NotImplemented
    def __mul__(self, o):
        return M(self.x * o)
m = M(1); n = m
m += 5
print(m.x, m is n)
m *= 3
print(m.x, m is n)
class Z: pass
z = Z()
try:
    z += 1
except TypeError as e:
    print(e)
try:
    z -= Z()
except TypeError as e:
    print(e)
try:
    z @ 1
except TypeError as e:
    print(e)
