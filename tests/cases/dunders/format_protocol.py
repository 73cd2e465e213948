class Pt:
    def __init__(self, x, y): self.x, self.y = x, y
    def __format__(self, spec):
        if not spec: return f"({self.x}, {self.y})"
        return f"({self.x:{spec}}, {self.y:{spec}})"
p = Pt(1.5, 2.25)
print(f"{p}", f"{p:.1f}", format(p, '>6'), "{0:.3f}".format(p))
class NoFmt: pass
try:
    f"{NoFmt():>10}"
except TypeError as e:
    print(e)
