"""Serialization with functools.singledispatch, total_ordering and cached_property."""
from functools import cached_property, singledispatch, singledispatchmethod, total_ordering
from typing import Any, Dict, List


@singledispatch
def to_text(obj: Any) -> str:
    return f"<{type(obj).__name__}>"


@to_text.register
def _(obj: int) -> str:
    return f"int:{obj}"


@to_text.register(float)
def _float(obj) -> str:
    return f"float:{obj:.2f}"


@to_text.register(list)
@to_text.register(tuple)
def _seq(obj) -> str:
    return "[" + ", ".join(to_text(x) for x in obj) + "]"


@to_text.register
def _(obj: dict) -> str:
    return "{" + ", ".join(f"{k}={to_text(v)}" for k, v in obj.items()) + "}"


@to_text.register
def _(obj: bool) -> str:
    return "yes" if obj else "no"


@total_ordering
class Money:
    def __init__(self, cents: int, currency: str = "EUR") -> None:
        self.cents = cents
        self.currency = currency

    def _check(self, other: "Money") -> None:
        if self.currency != other.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Money):
            return NotImplemented
        return (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other: "Money") -> bool:
        if not isinstance(other, Money):
            return NotImplemented
        self._check(other)
        return self.cents < other.cents

    def __hash__(self) -> int:
        return hash((self.cents, self.currency))

    def __repr__(self) -> str:
        return f"{self.cents / 100:.2f} {self.currency}"


class Report:
    def __init__(self, rows: List[int]) -> None:
        self.rows = rows
        self.computed = 0

    @cached_property
    def total(self) -> int:
        self.computed += 1
        return sum(self.rows)

    @singledispatchmethod
    def add(self, item) -> None:
        raise TypeError(f"cannot add {type(item).__name__}")

    @add.register
    def _(self, item: int) -> None:
        self.rows.append(item)

    @add.register
    def _(self, item: list) -> None:
        self.rows.extend(item)


def main() -> None:
    print(to_text([1, 2.5, (True, None)]), to_text({"a": [1], "b": "s"}))
    print(to_text.dispatch(bool).__name__, to_text.dispatch(str).__name__, sorted(k.__name__ for k in to_text.registry))
    prices = [Money(500), Money(150), Money(999), Money(150)]
    print(sorted(prices), max(prices), Money(1) <= Money(1), Money(2) >= Money(3), Money(1) != Money(1, "USD"))
    print(len(set(prices)))
    try:
        Money(1) < Money(2, "USD")
    except ValueError as e:
        print("ValueError:", e)
    try:
        Money(1) < 5
    except TypeError as e:
        print("TypeError:", e)
    r = Report([1, 2, 3])
    print(r.total, r.total, r.computed)
    r.add(4)
    r.add([5, 6])
    del r.total
    print(r.total, r.computed, r.rows)
    try:
        r.add("x")
    except TypeError as e:
        print("TypeError:", e)
    print(type(Report.total).__name__, Report.total.attrname)


if __name__ == "__main__":
    main()
