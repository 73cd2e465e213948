"""Dataclass-like records written by hand: __eq__/__hash__/__repr__/__lt__ and a total_ordering substitute."""
from typing import Any, ClassVar, Dict, List, Tuple


def total_ordering(cls):
    """Fill in missing comparisons from __lt__ and __eq__ (a functools-free version)."""
    def __gt__(self, other):
        r = type(self).__lt__(other, self) if isinstance(other, type(self)) else NotImplemented
        return r

    def __le__(self, other):
        r = self.__lt__(other)
        if r is NotImplemented:
            return r
        return r or self == other

    def __ge__(self, other):
        r = self.__lt__(other)
        if r is NotImplemented:
            return r
        return not r

    for name, fn in (("__gt__", __gt__), ("__le__", __le__), ("__ge__", __ge__)):
        if name not in cls.__dict__:
            setattr(cls, name, fn)
    return cls


class Record:
    fields: ClassVar[Tuple[str, ...]] = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if len(args) > len(self.fields):
            raise TypeError(f"{type(self).__name__}() takes {len(self.fields)} positional arguments but {len(args)} were given")
        values = dict(zip(self.fields, args))
        for k, v in kwargs.items():
            if k not in self.fields:
                raise TypeError(f"{type(self).__name__}() got an unexpected keyword argument {k!r}")
            if k in values:
                raise TypeError(f"{type(self).__name__}() got multiple values for argument {k!r}")
            values[k] = v
        missing = [f for f in self.fields if f not in values]
        if missing:
            raise TypeError(f"missing {', '.join(map(repr, missing))}")
        for k in self.fields:
            object.__setattr__(self, k, values[k])

    def _astuple(self) -> Tuple[Any, ...]:
        return tuple(getattr(self, f) for f in self.fields)

    def __repr__(self) -> str:
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.fields)
        return f"{type(self).__qualname__}({inner})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._astuple() == other._astuple()

    def __hash__(self) -> int:
        return hash((type(self).__name__,) + self._astuple())

    def __lt__(self, other: "Record") -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._astuple() < other._astuple()


@total_ordering
class Version(Record):
    fields = ("major", "minor", "patch")

    @classmethod
    def parse(cls, text: str) -> "Version":
        parts = [int(p) for p in text.split(".")]
        while len(parts) < 3:
            parts.append(0)
        return cls(*parts)

    def __str__(self) -> str:
        return ".".join(map(str, self._astuple()))

    def bump(self, part: str) -> "Version":
        if part == "major":
            return Version(self.major + 1, 0, 0)
        if part == "minor":
            return Version(self.major, self.minor + 1, 0)
        return Version(self.major, self.minor, self.patch + 1)


@total_ordering
class Employee(Record):
    fields = ("name", "dept", "salary")


class Frozen(Record):
    fields = ("x", "y")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")


def main() -> None:
    vs = [Version.parse(t) for t in ["1.10", "1.2.3", "0.9.9", "1.2", "2", "1.2.3"]]
    print(sorted(vs))
    print([str(v) for v in sorted(set(vs))])
    print(max(vs), min(vs), vs[1] == vs[5], vs[1] is vs[5], vs[0] >= vs[1], vs[2] <= vs[2])
    print(vs[0] > vs[1], vs[1] < vs[0], Version(1, 0, 0) != Version(1, 0, 0))
    print(Version.parse("3.4.5").bump("minor"), Version.parse("3.4.5").bump("major"))
    print(Version(1, 2, 3) == (1, 2, 3), Version(1, 2, 3) == Employee(1, 2, 3))
    try:
        Version(1, 2, 3) < Employee(1, 2, 3)
    except TypeError as exc:
        print("TypeError:", exc)
    staff = [Employee("ann", "eng", 120), Employee("bob", "ops", 90),
             Employee("cy", "eng", 95), Employee(name="di", dept="ops", salary=130)]
    by_dept: Dict[str, List[Employee]] = {}
    for e in staff:
        by_dept.setdefault(e.dept, []).append(e)
    for dept, people in sorted(by_dept.items()):
        people.sort(key=lambda e: (-e.salary, e.name))
        print(dept, [p.name for p in people], sum(p.salary for p in people))
    counts = {Version(1, 0, 0): "a", Version(1, 0, 0): "b"}
    print(counts)
    f = Frozen(1, y=2)
    print(f, hash(f) == hash(Frozen(1, 2)))
    for attempt in (lambda: setattr(f, "x", 5), lambda: delattr(f, "y"),
                    lambda: Version(1, 2), lambda: Version(1, 2, 3, 4),
                    lambda: Version(1, 2, major=3), lambda: Version(1, 2, 3, build=4)):
        try:
            attempt()
        except (AttributeError, TypeError) as exc:
            print(type(exc).__name__, exc)
    print(Version.__gt__.__name__, Employee.__le__ is Version.__le__, "__ge__" in Frozen.__dict__)
    print(sorted(staff, reverse=True)[0])


if __name__ == "__main__":
    main()
