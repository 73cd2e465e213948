"""Pretty-print nested API responses and recursive structures with pprint."""
import pprint
from collections import OrderedDict, defaultdict, Counter, deque
from dataclasses import dataclass, field
from typing import List


@dataclass
class Address:
    street: str
    city: str
    zip: str


@dataclass
class Customer:
    name: str
    emails: List[str]
    address: Address
    orders: List[dict] = field(default_factory=list)


def main() -> None:
    c = Customer("Ada Lovelace", ["ada@example.com", "countess@example.org"],
                 Address("12 St James's Square", "London", "SW1Y 4JH"),
                 [{"id": i, "items": [{"sku": f"SKU-{i}{j}", "qty": j + 1} for j in range(2)], "paid": i % 2 == 0}
                  for i in range(3)])
    pprint.pprint(c)
    pprint.pprint(c, width=120)
    data = {"users": [{"name": n, "roles": ["admin", "dev"][: len(n) % 3], "meta": {"age": 30 + len(n)}}
                      for n in ["al", "bea", "carl"]], "total": 3, "next": None}
    pprint.pprint(data, depth=2)
    pprint.pprint(data, indent=4, width=50)
    recursive = [1, 2]
    recursive.append(recursive)
    print("<Recursion on list" in pprint.saferepr(recursive), pprint.isrecursive(recursive), pprint.isreadable(data))
    pprint.pprint(OrderedDict([("z", 1), ("a", [1] * 30)]))
    dd = defaultdict(list, {"x": [1, 2], "y": list(range(25))})
    pprint.pprint(dd)
    pprint.pprint(Counter("abracadabra"))
    pprint.pprint(deque(range(40), maxlen=50))
    pprint.pprint(["long string " * 8, b"bytes " * 15, tuple(range(18)), {frozenset({1, 2}), 3.5}], width=60)
    pp = pprint.PrettyPrinter(width=30, compact=True, sort_dicts=False)
    pp.pprint({"b": list(range(20)), "a": "x"})
    print(pprint.pformat({"key": "v" * 70}, width=40))
    pprint.pp({"c": 1, "a": 2})
    pprint.pprint((), width=1)
    pprint.pprint([[]], width=1)


if __name__ == "__main__":
    main()
