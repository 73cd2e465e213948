class Pt:
    def __init__(self):
        self.x = 1
        self.coords = [10, 20]
        self.meta = {"k": "v"}
p = Pt()
print("{0.x} {0.coords[1]} {0.meta[k]}".format(p))
print("{p.x}|{p.coords[0]:>4}".format(p=p))
print("{0[1]}{0[0]}".format("ab"), "{d[key]}".format(d={"key": 5}))
print("{:{w}.{p}f}".format(3.14159, w=8, p=2))
print("{0}-{0}-{1}".format("a", "b"), "{}{}".format(1, 2))
print("{!r:>6}".format("x"), "{0!s}".format(3))
