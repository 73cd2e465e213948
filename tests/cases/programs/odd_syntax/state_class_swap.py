class State:
    name = "base"
    def __repr__(self): return f"<{type(self).__name__} {self.log}>"
    def handle(self, ev): raise NotImplementedError(ev)
class Locked(State):
    def handle(self, ev):
        if ev == "coin": self.__class__ = Unlocked
        self.log.append(ev); return self
class Unlocked(State):
    def handle(self, ev):
        if ev == "push": self.__class__ = Locked
        self.log.append(ev); return self
t = Locked(); t.log = []
for ev in "coin push push coin coin push".split(): t.handle(ev)
print(t, isinstance(t, State), type(t).__mro__[1].__name__)
try: State().handle("x")
except NotImplementedError as e: print("NotImplementedError", e)
class Proxy:
    def __init__(self, target): object.__setattr__(self, "_t", target)
    def __getattr__(self, n): return getattr(self._t, n)
    def __setattr__(self, n, v): setattr(self._t, n, v)
    def __delattr__(self, n): delattr(self._t, n)
class Target: pass
tg = Target(); p = Proxy(tg); p.x = 5; print(tg.x, p.x); del p.x; print(hasattr(tg, "x"))
class Bag:
    def __init__(self, **kw): self.__dict__.update(kw)
    def __repr__(self): return "Bag(" + ", ".join(f"{k}={v!r}" for k, v in sorted(vars(self).items())) + ")"
    def __eq__(self, o): return vars(self) == vars(o)
b = Bag(a=1, b="x"); print(b, b == Bag(b="x", a=1), b != Bag())
b.__dict__.clear(); print(b)
class AutoRepr:
    def __init_subclass__(cls, fields=(), **kw):
        super().__init_subclass__(**kw)
        cls._fields = tuple(fields)
        def __init__(self, *args):
            for f, a in zip(cls._fields, args): setattr(self, f, a)
        cls.__init__ = __init__
        cls.__repr__ = lambda self: f"{cls.__name__}({', '.join(repr(getattr(self, f)) for f in cls._fields)})"
class Pt(AutoRepr, fields=("x", "y")): pass
class Px(AutoRepr, fields="abc"): pass
print(Pt(1, 2), Px(1, 2, 3), Pt._fields)
