class Inst:
    x = 1
    def m(self): pass
print(sorted(k for k in vars(Inst) if k not in ("__dict__", "__weakref__")), "__qualname__" in Inst.__dict__, Inst.__qualname__)
T = type("T", (), {"__qualname__": "Q.T", "y": 2})
print(T.__qualname__, "__qualname__" in vars(T), sorted(k for k in T.__dict__ if not k.startswith("__w") and k != "__dict__"))
class C:
    __contains__ = None
    def __iter__(self): return iter([1])
try: 1 in C()
except TypeError as e: print(e)
class NoRev:
    __reversed__ = None
    def __len__(self): return 1
    def __getitem__(self, i): return i
try: reversed(NoRev())
except TypeError as e: print(e)
class Rev:
    def __reversed__(self): return iter("ba")
print(list(reversed(Rev())))
