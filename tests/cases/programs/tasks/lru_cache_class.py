from typing import Dict, Generic, Optional, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Node:
    __slots__ = ("key", "value", "prev", "next")

    def __init__(self, key=None, value=None):
        self.key = key
        self.value = value
        self.prev: Optional["Node"] = None
        self.next: Optional["Node"] = None


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.map: Dict[K, Node] = {}
        self.head = Node()
        self.tail = Node()
        self.head.next = self.tail
        self.tail.prev = self.head
        self.hits = self.misses = 0

    def _unlink(self, node: Node) -> None:
        node.prev.next = node.next
        node.next.prev = node.prev

    def _push_front(self, node: Node) -> None:
        node.next = self.head.next
        node.prev = self.head
        self.head.next.prev = node
        self.head.next = node

    def get(self, key: K) -> Optional[V]:
        node = self.map.get(key)
        if node is None:
            self.misses += 1
            return None
        self.hits += 1
        self._unlink(node)
        self._push_front(node)
        return node.value

    def put(self, key: K, value: V) -> None:
        if key in self.map:
            node = self.map[key]
            node.value = value
            self._unlink(node)
            self._push_front(node)
            return
        if len(self.map) >= self.capacity:
            lru = self.tail.prev
            self._unlink(lru)
            del self.map[lru.key]
            print("  evict", lru.key)
        node = Node(key, value)
        self.map[key] = node
        self._push_front(node)

    def keys(self):
        out = []
        n = self.head.next
        while n is not self.tail:
            out.append(n.key)
            n = n.next
        return out

    def __len__(self) -> int:
        return len(self.map)


cache: LRUCache[str, int] = LRUCache(3)
for op in ["put a 1", "put b 2", "get a", "put c 3", "put d 4", "get b", "get c",
           "put a 10", "put e 5", "get a", "get d", "get e"]:
    parts = op.split()
    if parts[0] == "put":
        cache.put(parts[1], int(parts[2]))
        print(op, cache.keys())
    else:
        print(op, "->", cache.get(parts[1]), cache.keys())
print(len(cache), cache.hits, cache.misses)
