"""Dataclass options: frozen, order, slots, kw_only, field metadata, InitVar, post-init."""
from dataclasses import InitVar, dataclass, field, fields, astuple, FrozenInstanceError, KW_ONLY, make_dataclass, replace
from typing import List, Optional


@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, s: str) -> "Version":
        parts = [int(p) for p in s.split(".")]
        if not 1 <= len(parts) <= 3:
            raise ValueError(f"bad version {s!r}")
        return cls(*parts)

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: List[float] = field(default_factory=list, repr=False)
    secret: str = field(default="", compare=False, repr=False, metadata={"sensitive": True})
    opening: InitVar[Optional[float]] = None

    def __post_init__(self, opening: Optional[float]) -> None:
        if opening:
            self.deposit(opening)

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(amount)


@dataclass(slots=True)
class Vec:
    x: float
    y: float

    def norm(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5


@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int = 1


@dataclass
class Job:
    name: str
    _: KW_ONLY
    retries: int = 3
    tags: tuple = ()


def main() -> None:
    vs = sorted(Version.parse(s) for s in ["1.10", "1.2.3", "0.9", "1.2", "2"])
    print([str(v) for v in vs], max(vs), Version(1) == Version(1, 0, 0))
    print(hash(Version(1, 2)) == hash(Version(1, 2)), len({Version(1), Version(1, 0)}))
    try:
        vs[0].major = 5
    except FrozenInstanceError as e:
        print("FrozenInstanceError:", e)
    try:
        Version.parse("1.2.3.4")
    except ValueError as e:
        print("ValueError:", e)
    a = Account("ann", opening=50.0, secret="pw")
    a.deposit(25)
    print(a, a.history, a == Account("ann", 75.0, [50.0, 25.0], "other"))
    print([(f.name, f.metadata.get("sensitive", False)) for f in fields(a)])
    print(astuple(Account("x")), replace(a, owner="bob").balance)
    v = Vec(3, 4)
    print(v, v.norm(), hasattr(v, "__dict__"), Vec.__slots__)
    try:
        v.z = 1
    except AttributeError as e:
        print("AttributeError:", type(e).__name__)
    print(Options(level=3), Job("build", retries=1), Job("x"))
    try:
        Options(True)
    except TypeError as e:
        print("TypeError:", e)
    try:
        Account()
    except TypeError as e:
        print("TypeError:", e)
    Point3 = make_dataclass("Point3", [("x", int), ("y", int, field(default=0))], order=True)
    print(Point3(1), Point3(1, 2) < Point3(2, 0), [f.name for f in fields(Point3)])
    try:
        @dataclass
        class Bad:
            a: int = 0
            b: int
    except TypeError as e:
        print("TypeError:", e)
    try:
        @dataclass
        class Bad2:
            items: list = []
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
