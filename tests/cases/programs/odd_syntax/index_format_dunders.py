class Num:
    def __init__(self, n): self.n = n
    def __index__(self): return self.n
    def __format__(self, spec):
        if spec == "": return f"Num({self.n})"
        if spec.startswith("!"): return spec[1:] * self.n
        return format(self.n, spec)
    def __repr__(self): return f"<Num {self.n}>"
n = Num(3)
print(f"{n}", f"{n:!ab}", f"{n:>5}", f"{n:08.3f}" if False else f"{n:05d}", format(n, "x"), "{:b}".format(n))
print(f"{n!r}", f"{n!s}" == str(n), "{0!r:>12}".format(n), "%s" % [n])
print(range(n), list(range(n, 10, n)), [1, 2, 3, 4][n], "abcdef"[n:], bin(n), hex(Num(255)))
print(n.__index__(), int.__index__(7), operator_index := __import__("operator").index(n) if False else None)
print(bytes(Num(2)), bytearray(Num(3)), [0] * Num(2), "x" * n, (1, 2) * n)
print(round(2.567, Num(2)), divmod(7, 2), pow(2, int.__index__(5)), chr(Num(65)), complex(1, 2).__format__(""))
class Fmt:
    def __format__(self, spec): return f"[{spec}]"
print(f"{Fmt():abc}", f"{Fmt():{1+1}x{'y'}}", format(Fmt()), "{0:z}{0:}".format(Fmt()), f"{Fmt()!s:>3}"[:1])
class BadFmt:
    def __format__(self, spec): return 5
try: f"{BadFmt()}"
except TypeError as e: print(e)
try: format(object(), "x")
except TypeError as e: print(e)
print(format(3.5, ""), format(3, ""), format("s", ""), format(None, ""), format(True, "d"), format(True, ""))
print("{:{}{}}".format(7, ">", 4), "{a[0]}{b.real}".format(a=[9], b=2), "{!r:^8}".format("q"), "{0}{0}".format(1))
print("{:%Y}".format(5) if False else "{:,}".format(10**7), "{:e}".format(12345.678), "{:G}".format(1e-10))
