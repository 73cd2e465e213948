class A:
    def who(self):
        return ["A"]

    def __init__(self):
        self.trace = getattr(self, "trace", []) + ["A.init"]


class B(A):
    def who(self):
        return ["B"] + super().who()

    def __init__(self):
        super().__init__()
        self.trace.append("B.init")


class C(A):
    def who(self):
        return ["C"] + super().who()

    def __init__(self):
        super().__init__()
        self.trace.append("C.init")


class D(B, C):
    def who(self):
        return ["D"] + super().who()

    def __init__(self):
        super().__init__()
        self.trace.append("D.init")


d = D()
print(d.who(), d.trace, [k.__name__ for k in D.__mro__])
print(super(B, d).who(), super(C, d).who(), C.who(d))


class Base:
    @classmethod
    def create(cls):
        return f"created {cls.__name__}"

    @staticmethod
    def util():
        return "util"


class Derived(Base):
    @classmethod
    def create(cls):
        return "derived+" + super().create()


print(Derived.create(), Derived().create(), Derived.util())
try:
    class X(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)


class Mixin:
    def greet(self):
        return "mixin " + super().greet()


class Core:
    def greet(self):
        return "core"


class Combined(Mixin, Core):
    pass


print(Combined().greet(), Combined.__mro__[1].__name__)
