from typing import Generic, TypeVar, Optional, Dict, List, Iterator, Callable

K = TypeVar('K')
V = TypeVar('V')

class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.data: Dict[K, V] = {}

    def get(self, key: K) -> Optional[V]:
        if key not in self.data:
            return None
        value = self.data.pop(key)
        self.data[key] = value
        return value

    def put(self, key: K, value: V) -> None:
        if key in self.data:
            self.data.pop(key)
        elif len(self.data) >= self.capacity:
            self.data.pop(next(iter(self.data)))
        self.data[key] = value

    def __iter__(self) -> Iterator[K]:
        return iter(self.data)

cache: LRUCache[str, int] = LRUCache(2)
cache.put('a', 1); cache.put('b', 2); cache.get('a'); cache.put('c', 3)
print(list(cache), cache.get('b'), cache.get('a'))

def apply(fs: List[Callable[[int], int]], x: int) -> int:
    for f in fs:
        x = f(x)
    return x
print(apply([lambda v: v + 1, lambda v: v * 10], 4))
