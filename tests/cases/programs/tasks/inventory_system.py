"""Inventory management: classes with slots, properties, class/static methods, reports, errors."""
from typing import ClassVar, Dict, Iterator, List, Optional, Tuple


class InventoryError(Exception):
    """Base inventory error."""


class OutOfStock(InventoryError):
    def __init__(self, sku: str, wanted: int, have: int) -> None:
        self.sku, self.wanted, self.have = sku, wanted, have
        super().__init__(sku, wanted, have)

    def __str__(self) -> str:
        return f"{self.sku}: wanted {self.wanted}, only {self.have} left"


class UnknownItem(InventoryError, KeyError):
    pass


class Item:
    __slots__ = ("sku", "name", "_price", "qty", "category")
    count: ClassVar[int] = 0

    def __init__(self, sku: str, name: str, price: float, qty: int = 0, category: str = "misc") -> None:
        self.sku = sku
        self.name = name
        self.price = price
        self.qty = qty
        self.category = category
        Item.count += 1

    @property
    def price(self) -> float:
        return self._price

    @price.setter
    def price(self, value: float) -> None:
        if value < 0:
            raise ValueError(f"negative price for {self.sku}: {value}")
        self._price = round(float(value), 2)

    @property
    def value(self) -> float:
        return self.price * self.qty

    @classmethod
    def from_csv(cls, line: str) -> "Item":
        sku, name, price, qty, cat = (p.strip() for p in line.split(","))
        return cls(sku, name, float(price), int(qty), cat)

    @staticmethod
    def normalize_sku(raw: str) -> str:
        return raw.strip().upper().replace(" ", "-")

    def __repr__(self) -> str:
        return f"Item({self.sku!r}, {self.name!r}, {self.price}, qty={self.qty})"


class Inventory:
    def __init__(self) -> None:
        self._items: Dict[str, Item] = {}
        self.log: List[Tuple[str, str, int]] = []

    def add(self, item: Item) -> None:
        if item.sku in self._items:
            self._items[item.sku].qty += item.qty
        else:
            self._items[item.sku] = item
        self.log.append(("add", item.sku, item.qty))

    def __getitem__(self, sku: str) -> Item:
        try:
            return self._items[Item.normalize_sku(sku)]
        except KeyError:
            raise UnknownItem(sku) from None

    def __contains__(self, sku: str) -> bool:
        return Item.normalize_sku(sku) in self._items

    def __iter__(self) -> Iterator[Item]:
        return iter(sorted(self._items.values(), key=lambda i: i.sku))

    def __len__(self) -> int:
        return len(self._items)

    def remove(self, sku: str, qty: int) -> None:
        item = self[sku]
        if qty > item.qty:
            raise OutOfStock(item.sku, qty, item.qty)
        item.qty -= qty
        self.log.append(("remove", item.sku, qty))

    def low_stock(self, threshold: int = 5) -> List[str]:
        return [i.sku for i in self if i.qty <= threshold]

    def by_category(self) -> Dict[str, List[Item]]:
        out: Dict[str, List[Item]] = {}
        for item in self:
            out.setdefault(item.category, []).append(item)
        return dict(sorted(out.items()))

    def report(self) -> str:
        lines = [f"{'SKU':<8}{'Name':<16}{'Qty':>5}{'Price':>9}{'Value':>11}"]
        total = 0.0
        for cat, items in self.by_category().items():
            lines.append(f"[{cat}]")
            for i in items:
                lines.append(f"{i.sku:<8}{i.name[:15]:<16}{i.qty:>5}{i.price:>9.2f}{i.value:>11,.2f}")
                total += i.value
        lines.append(f"{'TOTAL':<29}{total:>20,.2f}")
        return "\n".join(lines)


CSV = """\
A-100, Widget, 2.50, 120, hardware
B-200, Gadget Pro Max Ultra, 19.99, 4, electronics
C-300, Gizmo, 149, 2, electronics
D-400, Sprocket, 0.333, 1000, hardware
E-500, Manual, 5, 0, books"""


def main() -> None:
    inv = Inventory()
    for line in CSV.splitlines():
        inv.add(Item.from_csv(line))
    inv.add(Item("A-100", "Widget", 2.5, 30, "hardware"))
    print(len(inv), Item.count, "a 100" in inv, "z-1" in inv)
    print(inv.report())
    for sku, qty in [("a-100", 100), ("c 300", 5), ("zz-9", 1), ("E-500", 0)]:
        try:
            inv.remove(sku, qty)
            print("removed", qty, "of", sku)
        except OutOfStock as exc:
            print("OutOfStock:", exc, exc.args)
        except InventoryError as exc:
            print(type(exc).__name__, exc, isinstance(exc, KeyError))
    print(inv.low_stock(), inv.log[-2:])
    print(inv["d-400"], inv["d-400"].value)
    try:
        inv["a-100"].price = -1
    except ValueError as exc:
        print(exc)
    try:
        inv["a-100"].color = "red"
    except AttributeError as exc:
        print("AttributeError:", exc)
    print([i.name for i in inv if i.category == "electronics"], max(inv, key=lambda i: i.value).sku)
    print(Item.normalize_sku("  x y z "), Item.from_csv("Q, Thing, 1.005, 3, toys"))
    inv.remove("b-200", 10)


if __name__ == "__main__":
    main()
