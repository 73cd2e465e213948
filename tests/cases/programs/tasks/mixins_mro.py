"""Cooperative multiple inheritance with mixins: super() chains, __init_subclass__, __slots__ layering."""
from typing import Any, Dict, List


class Base:
    def __init__(self, **kwargs: Any) -> None:
        if kwargs:
            raise TypeError(f"unexpected arguments: {sorted(kwargs)}")
        self.log: List[str] = ["Base"]

    def describe(self) -> List[str]:
        return ["Base"]


class ReprMixin:
    def __repr__(self) -> str:
        attrs = {k: v for k, v in vars(self).items() if not k.startswith("_") and k != "log"}
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in sorted(attrs.items()))})"

    def describe(self) -> List[str]:
        return ["ReprMixin"] + super().describe()


class TimestampMixin:
    clock = 0

    def __init__(self, **kwargs: Any) -> None:
        TimestampMixin.clock += 1
        self.created = TimestampMixin.clock
        super().__init__(**kwargs)
        self.log.append("Timestamp")

    def describe(self) -> List[str]:
        return ["TimestampMixin"] + super().describe()


class ValidateMixin:
    required: tuple = ()

    def __init_subclass__(cls, required: tuple = (), **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.required = tuple(getattr(cls, "required", ())) + tuple(required)

    def __init__(self, **kwargs: Any) -> None:
        missing = [r for r in self.required if r not in kwargs]
        if missing:
            raise ValueError(f"{type(self).__name__} missing {missing}")
        for r in self.required:
            setattr(self, r, kwargs.pop(r))
        super().__init__(**kwargs)
        self.log.append("Validate")

    def describe(self) -> List[str]:
        return ["ValidateMixin"] + super().describe()


class Entity(ReprMixin, TimestampMixin, ValidateMixin, Base, required=("id",)):
    def describe(self) -> List[str]:
        return ["Entity"] + super().describe()


class User(Entity, required=("name",)):
    def __init__(self, **kwargs: Any) -> None:
        self.role = kwargs.pop("role", "member")
        super().__init__(**kwargs)
        self.log.append("User")


class A:
    def who(self):
        return ["A"]


class B(A):
    def who(self):
        return ["B"] + super().who()


class C(A):
    def who(self):
        return ["C"] + super().who()


class D(B, C):
    def who(self):
        return ["D"] + super().who()


class E(C, B):
    def who(self):
        return ["E"] + super(C, self).who()


class Slotted:
    __slots__ = ("a",)


class MoreSlots(Slotted):
    __slots__ = ("b",)

    def __init__(self, a, b):
        self.a, self.b = a, b


class WithDict(MoreSlots):
    pass


def main() -> None:
    u = User(id=7, name="ann", role="admin")
    print(u, u.log, u.created)
    print([c.__name__ for c in User.__mro__])
    print(User.required, Entity.required, u.describe())
    for kwargs in ({"id": 1}, {"name": "x"}, {"id": 1, "name": "y", "extra": 2}):
        try:
            print(User(**kwargs))
        except (TypeError, ValueError) as exc:
            print(f"{type(exc).__name__}: {exc}")
    print(D().who(), [k.__name__ for k in D.__mro__], E().who(), [k.__name__ for k in E.__mro__])
    print(super(B, D()).who(), isinstance(D(), C), issubclass(E, B), D.__bases__, D.__base__.__name__)
    m = MoreSlots(1, 2)
    print(m.a, m.b, hasattr(m, "__dict__"), MoreSlots.__slots__, Slotted.__slots__)
    w = WithDict(3, 4)
    w.extra = 5
    print(w.a, w.b, w.extra, vars(w))
    try:
        m.c = 3
    except AttributeError as exc:
        print("AttributeError:", exc)
    try:
        class Bad(B, A, C):
            pass
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        Slotted().a
    except AttributeError as exc:
        print("AttributeError:", exc)

    class X:
        pass

    class Y:
        pass

    class Z(X, Y):
        pass

    class Q(Y, X):
        pass

    class Broken(Z, Q):
        pass


if __name__ == "__main__":
    main()
