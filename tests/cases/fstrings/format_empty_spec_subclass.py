# format(x, '') of an int/float/complex subclass is str(x): its own __str__ shows
class Celsius(float):
    def __str__(self): return f"{float(self):.1f}°C"
    def __repr__(self): return f"Celsius({float(self)!r})"
c = Celsius(21.456)
print(f"{c}", f"{c:.2f}", f"{c!r}", format(c), format(c, ""), "{}".format(c), "{:>8}".format(c), str(c), [c])
class Id(int):
    def __str__(self): return f"#{int(self)}"
i = Id(7)
print(f"{i}", f"{i:03d}", "{}|{:x}".format(i, i), format(i), f"{i!s}", f"{i!r}", "%s %d" % (i, i))
class Z(complex):
    def __str__(self): return "Z!"
print(f"{Z(1, 2)}", f"{Z(1, 2):.1f}", format(Z(3)))
class Plain(int): pass
print(f"{Plain(5)}", format(Plain(5), ""), f"{True}", format(False), f"{Plain(5):>3}")
class Own(float):
    def __str__(self): return "own-str"
    def __format__(self, spec): return "own-format[" + spec + "]"
print(f"{Own(1)}", f"{Own(1):x}", format(Own(2)), str(Own(3)))
class S(str):
    def __str__(self): return "S-str"
print(f"{S('raw')}", format(S("raw")), "{}".format(S("raw")), f"{S('raw'):>5}")
s = S("raw")
print("%s" % s, "%s" % (s,), "%s|%r" % (s, s), "%(k)s" % {"k": s}, S("<%s>") % 5, type(S("%s") % 1).__name__, "x" + s)
try: 5 % S("x")
except TypeError as e: print(e)
class T(tuple): pass
print("%s-%s" % T((1, 2)), "%d%%" % Id(50), "%.1f" % Celsius(1.25), "%s" % Celsius(2))
