from typing import Dict, List, NamedTuple, Optional


class Item(NamedTuple):
    sku: str
    name: str
    price: float
    qty: int = 0

    def value(self) -> float:
        return self.price * self.qty


class Inventory:
    def __init__(self) -> None:
        self.items: Dict[str, Item] = {}

    def add(self, item: Item) -> None:
        existing: Optional[Item] = self.items.get(item.sku)
        if existing:
            item = existing._replace(qty=existing.qty + item.qty)
        self.items[item.sku] = item

    def remove(self, sku: str, qty: int) -> Item:
        item = self.items[sku]
        if qty > item.qty:
            raise ValueError(f"only {item.qty} of {item.name} left")
        self.items[sku] = item._replace(qty=item.qty - qty)
        return self.items[sku]

    def low_stock(self, threshold: int) -> List[str]:
        return sorted(i.name for i in self.items.values() if i.qty < threshold)

    def report(self) -> None:
        for item in sorted(self.items.values(), key=lambda i: (-i.value(), i.sku)):
            print(f"{item.sku:<5}{item.name:<10}{item.qty:>4} x {item.price:>6.2f} = {item.value():>8.2f}")
        print(f"{'':>25}total {sum(i.value() for i in self.items.values()):>8.2f}")


inv = Inventory()
inv.add(Item("P1", "pen", 1.2, 100))
inv.add(Item("N2", "notebook", 3.5, 20))
inv.add(Item("S3", "stapler", 12.0))
inv.add(Item("P1", "pen", 1.2, 50))
print(inv.items["P1"])
print(inv.remove("N2", 15))
try:
    inv.remove("N2", 10)
except ValueError as e:
    print("ValueError:", e)
inv.report()
print(inv.low_stock(10))
it = Item("X", "thing", 2.0, 3)
sku, name, price, qty = it
print(sku, name, price, qty, it[2], it._fields, it._asdict())
print(it == ("X", "thing", 2.0, 3), len(it))
