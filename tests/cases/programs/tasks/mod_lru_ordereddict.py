"""An LRU cache and a TTL-less memo table built on OrderedDict."""
from collections import OrderedDict
from typing import Callable, Generic, Hashable, Optional, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.data: "OrderedDict[K, V]" = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key: K) -> Optional[V]:
        if key not in self.data:
            self.misses += 1
            return None
        self.hits += 1
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key: K, value: V) -> Optional[K]:
        evicted = None
        if key in self.data:
            self.data.move_to_end(key)
        elif len(self.data) >= self.capacity:
            evicted, _ = self.data.popitem(last=False)
        self.data[key] = value
        return evicted

    def __repr__(self) -> str:
        return f"LRU({list(self.data.items())}, hits={self.hits}, misses={self.misses})"


def memoize(capacity: int) -> Callable:
    def deco(fn: Callable) -> Callable:
        cache: LRUCache = LRUCache(capacity)

        def wrapper(n):
            r = cache.get(n)
            if r is None:
                r = fn(n)
                cache.put(n, r)
            return r
        wrapper.cache = cache
        return wrapper
    return deco


@memoize(4)
def slow_square(n: int) -> int:
    return n * n


def main() -> None:
    c: LRUCache[str, int] = LRUCache(3)
    for k, v in [("a", 1), ("b", 2), ("c", 3)]:
        c.put(k, v)
    print(c.get("a"), c.get("z"))
    print("evicted:", c.put("d", 4))
    print("evicted:", c.put("a", 10), c)
    print("evicted:", c.put("e", 5), list(c.data))
    for n in [1, 2, 3, 1, 4, 5, 1, 2]:
        slow_square(n)
    print(slow_square.cache)
    try:
        LRUCache(0)
    except ValueError as e:
        print("ValueError:", e)
    od = OrderedDict.fromkeys("abcde", 0)
    od.move_to_end("b")
    od.move_to_end("d", last=False)
    print(od, list(reversed(od)))
    print(od.popitem(), od.popitem(last=False), od)
    o1 = OrderedDict([("x", 1), ("y", 2)])
    o2 = OrderedDict([("y", 2), ("x", 1)])
    print(o1 == o2, dict(o1) == dict(o2), o1 == {"y": 2, "x": 1})
    o1 |= {"z": 3}
    print(o1, o1.setdefault("w", 9), list(o1.keys()))
    try:
        od.move_to_end("nope")
    except KeyError as e:
        print("KeyError:", e)


if __name__ == "__main__":
    main()
