class Seq:
    def __init__(self, *items): self.items = list(items)
    def __len__(self): return len(self.items)
    def __getitem__(self, i):
        if isinstance(i, slice): return Seq(*self.items[i])
        return self.items[i]
    def __setitem__(self, i, v): self.items[i] = v
    def __delitem__(self, i): del self.items[i]
    def __contains__(self, v): print("contains", v); return v in self.items
    def __iter__(self): return iter(self.items)
    def __bool__(self): return bool(self.items)
    def __repr__(self): return f"Seq{tuple(self.items)}"
    def __call__(self, *a, **k): return f"called {a} {sorted(k)}"
    def __eq__(self, o): return isinstance(o, Seq) and self.items == o.items
    def __hash__(self): return hash(tuple(self.items))
    def __neg__(self): return Seq(*reversed(self.items))
s = Seq(1, 2, 3)
print(len(s), s[0], s[-1], s[1:], 2 in s, 9 in s, list(s), bool(s), bool(Seq()), s(1, k=2), -s)
s[0] = 10; del s[1]; print(s, {s: 1}[Seq(10, 3)], s == Seq(10, 3), s != Seq())
if not Seq(): print("empty is falsy")
class Attr:
    def __getattr__(self, name):
        if name.startswith("x"): return name * 2
        raise AttributeError(f"no {name}")
    def __setattr__(self, name, value):
        print("set", name); super().__setattr__(name, value)
    def __delattr__(self, name):
        print("del", name); super().__delattr__(name)
a = Attr(); a.real = 1; print(a.real, a.xy, getattr(a, "zz", "dflt"), hasattr(a, "q"))
del a.real
try: a.missing
except AttributeError as e: print(e)
class LenOnly:
    def __len__(self): return 0
print(bool(LenOnly()), "truthy" if LenOnly() else "falsy")
class BadLen:
    def __len__(self): return -1
try: len(BadLen())
except ValueError as e: print(e)
class GetItemIter:
    def __getitem__(self, i):
        if i > 2: raise IndexError
        return i * i
print(list(GetItemIter()), 4 in GetItemIter(), [*GetItemIter()])
class Missing(dict):
    def __missing__(self, k): self[k] = len(k); return self[k]
m = Missing(); print(m["abc"], m, m.get("zz"), "zz" in m)
class Ctx:
    def __enter__(self): return self
    def __exit__(self, *exc): print("exit got", exc[0].__name__ if exc[0] else None); return True
with Ctx() as c: raise KeyError
print("suppressed")
class Num:
    def __int__(self): return 7
    def __float__(self): return 2.5
    def __complex__(self): return 1j
    def __round__(self, n=None): return "rounded"
    def __trunc__(self): return 3
    def __abs__(self): return "abs"
print(int(Num()), float(Num()), complex(Num()), round(Num()), abs(Num()), __import__("math").trunc(Num()))
