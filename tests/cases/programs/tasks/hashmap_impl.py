from typing import Any, Iterator, List, Optional, Tuple


class HashMap:
    """Open addressing with linear probing and tombstones."""

    _DELETED = object()

    def __init__(self, capacity: int = 8) -> None:
        self._slots: List[Optional[Tuple[Any, Any]]] = [None] * capacity
        self._size = 0
        self._used = 0
        self.resizes = 0

    def _hash(self, key: Any) -> int:
        if isinstance(key, str):
            h = 5381
            for ch in key:
                h = (h * 33 + ord(ch)) & 0xFFFFFFFF
            return h
        if isinstance(key, int):
            return key * 2654435761 & 0xFFFFFFFF
        raise TypeError(f"unhashable key type: {type(key).__name__}")

    def _probe(self, key: Any) -> Iterator[int]:
        n = len(self._slots)
        i = self._hash(key) % n
        for _ in range(n):
            yield i
            i = (i + 1) % n

    def _resize(self) -> None:
        old = self._slots
        self._slots = [None] * (len(old) * 2)
        self._size = self._used = 0
        self.resizes += 1
        for entry in old:
            if entry is not None and entry is not self._DELETED:
                self[entry[0]] = entry[1]

    def __setitem__(self, key: Any, value: Any) -> None:
        if (self._used + 1) * 3 > len(self._slots) * 2:
            self._resize()
        target = None
        for i in self._probe(key):
            e = self._slots[i]
            if e is None:
                if target is None:
                    target = i
                    self._used += 1
                break
            if e is self._DELETED:
                if target is None:
                    target = i
            elif e[0] == key:
                self._slots[i] = (key, value)
                return
        self._slots[target] = (key, value)
        self._size += 1

    def __getitem__(self, key: Any) -> Any:
        for i in self._probe(key):
            e = self._slots[i]
            if e is None:
                break
            if e is not self._DELETED and e[0] == key:
                return e[1]
        raise KeyError(key)

    def __delitem__(self, key: Any) -> None:
        for i in self._probe(key):
            e = self._slots[i]
            if e is None:
                break
            if e is not self._DELETED and e[0] == key:
                self._slots[i] = self._DELETED
                self._size -= 1
                return
        raise KeyError(key)

    def __contains__(self, key: Any) -> bool:
        try:
            self[key]
            return True
        except KeyError:
            return False

    def __len__(self) -> int:
        return self._size

    def items(self) -> List[Tuple[Any, Any]]:
        return sorted((e for e in self._slots if e is not None and e is not self._DELETED),
                      key=lambda kv: str(kv[0]))


m = HashMap()
for i, w in enumerate("the quick brown fox jumps over the lazy dog again and again".split()):
    m[w] = m[w] + 1 if w in m else 1
    m[i] = w
print(len(m), m.resizes, len(m._slots))
print(m.items()[:8])
del m["the"]
del m[3]
print("the" in m, 3 in m, "fox" in m, len(m))
for bad in ("missing", 99):
    try:
        m[bad]
    except KeyError as e:
        print("KeyError", e)
try:
    m[1.5] = 2
except TypeError as e:
    print("TypeError:", e)
m["the"] = 100
print(m["the"], m["again"], m[0])
