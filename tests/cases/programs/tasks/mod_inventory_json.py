"""Dataclass inventory: validate, sort, aggregate and dump as JSON."""
import json
from dataclasses import asdict, dataclass, field, replace
from typing import Dict, List


@dataclass
class Item:
    sku: str
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.price < 0:
            raise ValueError(f"negative price for {self.sku}: {self.price}")

    @property
    def value(self) -> float:
        return round(self.price * self.qty, 2)


@dataclass
class Inventory:
    items: Dict[str, Item] = field(default_factory=dict)

    def add(self, item: Item) -> None:
        if item.sku in self.items:
            raise KeyError(f"duplicate sku {item.sku}")
        self.items[item.sku] = item

    def restock(self, sku: str, n: int) -> Item:
        self.items[sku] = replace(self.items[sku], qty=self.items[sku].qty + n)
        return self.items[sku]

    def low_stock(self, threshold: int = 5) -> List[Item]:
        return sorted((i for i in self.items.values() if i.qty < threshold), key=lambda i: (i.qty, i.sku))

    def to_json(self) -> str:
        return json.dumps([asdict(i) for i in sorted(self.items.values(), key=lambda i: i.sku)],
                          indent=2, sort_keys=True)


def main() -> None:
    inv = Inventory()
    raw = [("B-2", "bolt", 0.25, 400, ["hw"]), ("N-1", "nut", 0.1, 3, ["hw", "small"]),
           ("H-9", "hammer", 12.5, 2, ["tool"]), ("S-4", "saw", 24.99, 7, [])]
    for sku, name, price, qty, tags in raw:
        inv.add(Item(sku, name, price, qty, tags))
    for bad in [("B-2", "dup", 1.0), ("X-0", "neg", -3.0)]:
        try:
            inv.add(Item(*bad))
        except (KeyError, ValueError) as e:
            print(f"{type(e).__name__}: {e}")
    print("low:", [i.sku for i in inv.low_stock()])
    print(inv.restock("N-1", 10))
    total = sum(i.value for i in inv.items.values())
    print(f"total value: {total:.2f}")
    by_tag: Dict[str, int] = {}
    for i in inv.items.values():
        for t in i.tags or ["untagged"]:
            by_tag[t] = by_tag.get(t, 0) + i.qty
    print(json.dumps(by_tag, sort_keys=True))
    text = inv.to_json()
    print(text)
    back = [Item(**d) for d in json.loads(text)]
    print(back[0] == inv.items[back[0].sku], len(back))
    print(Item("Z", "z", 1.5) < Item("Z", "z", 2.0) if hasattr(Item, "__lt__") and Item.__lt__ is not object.__lt__ else "unordered")


if __name__ == "__main__":
    main()
