class A:
    def who(self): return "A"
    @classmethod
    def cm(cls): return f"A.cm({cls.__name__})"
    @staticmethod
    def sm(): return "A.sm"
    def __repr__(self): return "<A-ish>"
class B(A):
    def who(self): return "B>" + super().who()
    @classmethod
    def cm(cls): return "B>" + super().cm()
    def via_lambda(self): return (lambda: super(B, self).who())()
    def via_comp(self): return [super(B, self).who() for _ in range(1)]
    def via_two_arg(self): return super(B, self).who(), super(A, self).__repr__().startswith("<")
    def gen(self):
        yield super().who()
    def nested(self):
        def inner(): return super(B, self).who()
        return inner()
class C(B):
    def who(self): return "C>" + super().who()
    def skip(self): return super(B, self).who()
c = C()
print(c.who(), C.cm(), c.skip(), c.via_lambda(), c.via_comp(), c.via_two_arg(), list(c.gen()), c.nested())
print(super(C, c).who(), super(C, C).cm(), super(B, c).sm(), repr(c))
class Base:
    def __init__(self, *a, **k):
        self.log = ["Base"]
class L(Base):
    def __init__(self, **k):
        super().__init__(**k); self.log.append("L")
class R(Base):
    def __init__(self, **k):
        super().__init__(**k); self.log.append("R")
class D(L, R):
    def __init__(self):
        super().__init__(); self.log.append("D")
print(D().log, [k.__name__ for k in D.__mro__])
class Str(str):
    def upper(self): return "UP:" + super().upper()
    def __add__(self, o): return Str(super().__add__(o) + "!")
print(Str("ab").upper(), Str("a") + "b")
class Lst(list):
    def append(self, v):
        super().append(v); super().append(v)
l = Lst(); l.append(1); print(l, len(l))
class Prop(A):
    @property
    def who2(self): return super().who() + "-prop"
print(Prop().who2)
s = super(B, c)
print(type(s).__name__, s.who())
