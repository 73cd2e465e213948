# format() of a class looks __format__ up on type(cls), not on the class itself
class C:
    def __format__(self, spec): return "instance format " + spec
print(f"{int}", format(str, ""), "{}".format(list), f"{C}", f"{C():x}", "{!s:>20}".format(C))
print(f"{type(3)}|{type(None)!r}|{object:}")
try: format(int, "x")
except TypeError as e: print(e)
class R:
    def __round__(self, n=None): return ("round", n)
print(round(R()), round(R(), 2))
try: round(R)
except TypeError as e: print(e)
