# pow(a, b, mod) calls a.__pow__(b, mod) and never __rpow__
class V:
    def __pow__(self, k, mod=None): return ("pow", k, mod)
    def __rpow__(self, b, mod=None): return ("rpow", b, mod)
class NoMod:
    def __pow__(self, k): return k
class NI:
    def __pow__(self, k, m=None): return NotImplemented
print(pow(V(), 2, 5), pow(V(), 2), V() ** 3, pow(2, V()), pow(V(), 2, None))
for args in [(2, V(), 5), (NI(), 1, 2), (V(), "e", "m")]:
    try: print(pow(*args))
    except TypeError as e: print(e)
try: pow(NoMod(), 2, 3)
except TypeError as e: print(e)
