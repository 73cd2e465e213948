"""Unit conversion with exact Fractions and enum-based dimensions."""
from enum import Enum
from fractions import Fraction
from functools import total_ordering
from typing import Dict, Tuple


class Dim(Enum):
    LENGTH = "length"
    MASS = "mass"
    TIME = "time"


UNITS: Dict[str, Tuple[Dim, Fraction]] = {
    "m": (Dim.LENGTH, Fraction(1)), "km": (Dim.LENGTH, Fraction(1000)), "cm": (Dim.LENGTH, Fraction(1, 100)),
    "in": (Dim.LENGTH, Fraction(254, 10000)), "ft": (Dim.LENGTH, Fraction(3048, 10000)),
    "mi": (Dim.LENGTH, Fraction(1609344, 1000)),
    "kg": (Dim.MASS, Fraction(1)), "g": (Dim.MASS, Fraction(1, 1000)), "lb": (Dim.MASS, Fraction(45359237, 100000000)),
    "s": (Dim.TIME, Fraction(1)), "min": (Dim.TIME, Fraction(60)), "h": (Dim.TIME, Fraction(3600)),
}


class UnitError(ValueError):
    pass


@total_ordering
class Quantity:
    __slots__ = ("value", "unit")

    def __init__(self, value, unit: str) -> None:
        if unit not in UNITS:
            raise UnitError(f"unknown unit {unit!r}")
        self.value = Fraction(value)
        self.unit = unit

    @property
    def dim(self) -> Dim:
        return UNITS[self.unit][0]

    def to(self, unit: str) -> "Quantity":
        if unit not in UNITS:
            raise UnitError(f"unknown unit {unit!r}")
        if UNITS[unit][0] is not self.dim:
            raise UnitError(f"cannot convert {self.dim.value} to {UNITS[unit][0].value}")
        return Quantity(self.value * UNITS[self.unit][1] / UNITS[unit][1], unit)

    def __add__(self, other: "Quantity") -> "Quantity":
        return Quantity(self.value + other.to(self.unit).value, self.unit)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Quantity):
            return NotImplemented
        return self.dim is other.dim and self.to("m" if self.dim is Dim.LENGTH else "kg" if self.dim is Dim.MASS else "s").value == other.to(
            "m" if other.dim is Dim.LENGTH else "kg" if other.dim is Dim.MASS else "s").value

    def __lt__(self, other: "Quantity") -> bool:
        return self.value < other.to(self.unit).value

    def __format__(self, spec: str) -> str:
        return f"{float(self.value):{spec or 'g'}} {self.unit}"

    def __repr__(self) -> str:
        return f"Quantity({self.value}, {self.unit!r})"


def main() -> None:
    marathon = Quantity("42.195", "km")
    print(f"{marathon.to('mi'):.4f}", marathon.to("mi").value)
    print(f"{Quantity(6, 'ft').to('cm'):.2f}", Quantity(1, "ft").to("in"))
    print(Quantity(1, "lb").to("g"), f"{Quantity(150, 'lb').to('kg'):.3f}")
    total = Quantity(1, "h") + Quantity(90, "min") + Quantity(30, "s")
    print(total, f"{total:.5f}", total.to("s"))
    print(Quantity(100, "cm") == Quantity(1, "m"), Quantity(1, "mi") > Quantity(1600, "m"), sorted(
        [Quantity(1, "km"), Quantity(500, "m"), Quantity(2000, "ft")]))
    for bad in [lambda: Quantity(1, "kg").to("m"), lambda: Quantity(1, "parsec"), lambda: Quantity(1, "m").to("yd"),
                lambda: Quantity("abc", "m")]:
        try:
            bad()
        except UnitError as e:
            print("UnitError:", e)
        except ValueError as e:
            print("ValueError:", e)
    try:
        Quantity(1, "m").extra = 1
    except AttributeError as e:
        print("AttributeError:", e)
    print(Dim("mass"), [d.name for d in Dim], Dim.TIME.value)


if __name__ == "__main__":
    main()
