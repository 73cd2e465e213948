# dataclasses the way model-written task solutions use them: records sorted and grouped,
# nested dataclasses turned into dicts, default factories, __post_init__ validation,
# frozen keys in dicts and sets, inheritance, and errors reported by type and message.
from dataclasses import dataclass, field, asdict, astuple, replace, fields
from typing import List, Optional, Dict


@dataclass
class Item:
    name: str
    price: float
    quantity: int = 1

    @property
    def total(self) -> float:
        return self.price * self.quantity


@dataclass
class Order:
    order_id: int
    items: List[Item] = field(default_factory=list)
    notes: Optional[str] = None
    meta: Dict[str, int] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self):
        if self.order_id < 0:
            raise ValueError(f"order_id must be non-negative, got {self.order_id}")

    def add(self, item: Item) -> "Order":
        self.items.append(item)
        return self

    def total(self) -> float:
        return round(sum(i.total for i in self.items), 2)


o = Order(7).add(Item("apple", 0.5, 6)).add(Item("pear", 0.75))
print(o)
print(o.total(), asdict(o))
print(astuple(o))
print(o == Order(7, [Item("apple", 0.5, 6), Item("pear", 0.75)], meta={"x": 1}))
try:
    Order(-1)
except ValueError as e:
    print(type(e).__name__, e)


@dataclass(frozen=True, order=True)
class Point:
    x: int
    y: int

    def dist2(self, other: "Point") -> int:
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2


pts = [Point(3, 1), Point(1, 2), Point(1, 1), Point(2, 5)]
print(sorted(pts), min(pts), max(pts))
seen = {Point(1, 1): "a", Point(1, 1): "b"}
print(seen, len({*pts, Point(3, 1)}))
print(replace(pts[0], y=10), pts[0].dist2(pts[1]))


@dataclass
class Animal:
    name: str
    sound: str = "..."

    def speak(self):
        return f"{self.name} says {self.sound}"


@dataclass
class Dog(Animal):
    sound: str = "woof"
    tricks: List[str] = field(default_factory=list)


d = Dog("rex")
d.tricks.append("sit")
print(d, d.speak(), [f.name for f in fields(Dog)], isinstance(d, Animal))
print(Dog("a") == Animal("a", "woof"), Dog("a") == Dog("a"))


@dataclass
class Inventory:
    stock: Dict[str, int] = field(default_factory=dict)

    def add(self, name, n=1):
        self.stock[name] = self.stock.get(name, 0) + n


inv = Inventory()
for name in "abcab":
    inv.add(name)
print(inv, sorted(inv.stock.items(), key=lambda kv: (-kv[1], kv[0])))
a, b = Inventory(), Inventory()
a.add("x")
print(a.stock, b.stock)

for bad in [lambda: Item(), lambda: Item("a", 1, 2, 3), lambda: Item("a", price=1, cost=2)]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
