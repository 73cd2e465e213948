class Stack(list):
    def push(self, v): self.append(v); return self
    def peek(self): return self[-1] if self else None
    def __repr__(self): return f"Stack({list.__repr__(self)})"
s = Stack([1]).push(2).push(3)
print(s, s.peek(), len(s), s[::-1], type(s[::-1]).__name__, s + [4], type(s + [4]).__name__, isinstance(s, list))
class Default(dict):
    def __init__(self, factory, *a, **k): super().__init__(*a, **k); self.factory = factory
    def __missing__(self, key): self[key] = v = self.factory(); return v
dd = Default(list); dd["a"].append(1); dd["b"]; print(dd, dict(dd), "c" in dd, dd.get("c"))
class Upper(str):
    def __new__(cls, v): return super().__new__(cls, str(v).upper())
    def shout(self): return self + "!"
u = Upper("hi"); print(u, u.shout(), type(u.shout()).__name__, u.lower(), type(u.lower()).__name__, len(u), u == "HI")
class Pos(int):
    def __new__(cls, v):
        if v < 0: raise ValueError("negative")
        return super().__new__(cls, v)
    def __repr__(self): return f"Pos({int(self)})"
p = Pos(5); print(p, p + 1, type(p + 1).__name__, p * 2, -p, abs(p), p == 5, hash(p) == hash(5), f"{p:03d}")
try: Pos(-1)
except ValueError as e: print(e)
class Money(float):
    def __str__(self): return f"${self:.2f}"
m = Money(3.14159); print(m, repr(m), m + 1, round(m, 1), str(m * 2), [m])
class OrderedSet(dict):
    def add(self, k): self[k] = None
    def __iter__(self): return iter(self.keys())
    def __repr__(self): return "{" + ", ".join(map(repr, self)) + "}"
os_ = OrderedSet(); [os_.add(c) for c in "banana"]; print(os_, list(os_), len(os_))
class Frozen(tuple):
    def __new__(cls, *items): return super().__new__(cls, items)
    @property
    def first(self): return self[0]
f = Frozen(1, 2, 3); print(f, f.first, f[1:], type(f[1:]).__name__, f + (4,), len(f), f.count(1))
class MyErr(KeyError):
    def __str__(self): return "custom " + super().__str__()
try: raise MyErr("k")
except KeyError as e: print(e, repr(e), e.args)
class Counted(set):
    def __init__(self, it=()): super().__init__(it); self.adds = 0
    def add(self, x): self.adds += 1; super().add(x)
c = Counted([1]); c.add(2); c.add(2); print(sorted(c), c.adds, type(c | {3}).__name__)
class B(bytes):
    def hexed(self): return self.hex()
print(B(b"ab").hexed(), B(b"ab") + b"c", type(B(b"a")[0:]).__name__)
