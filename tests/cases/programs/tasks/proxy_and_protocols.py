"""Protocol dunders: __getattr__ proxies, old-style __getitem__ iteration, __index__, numeric conversions."""
import math
from typing import Any, Iterator, List


class LoggingProxy:
    def __init__(self, target: Any) -> None:
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_log", [])

    def __getattr__(self, name: str) -> Any:
        self._log.append(f"get {name}")
        return getattr(self._target, name)

    def __setattr__(self, name: str, value: Any) -> None:
        self._log.append(f"set {name}={value!r}")
        setattr(self._target, name, value)

    def __delattr__(self, name: str) -> None:
        self._log.append(f"del {name}")
        delattr(self._target, name)

    def __len__(self) -> int:
        return len(self._target)


class Squares:
    """Iterable through __getitem__ only (the old sequence protocol)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __getitem__(self, i: int) -> int:
        if i >= self.n:
            raise IndexError(i)
        return i * i


class Countdown:
    def __init__(self, start: int) -> None:
        self.current = start

    def __iter__(self) -> "Countdown":
        return self

    def __next__(self) -> int:
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


class Deck:
    def __init__(self) -> None:
        self.cards = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, idx):
        return self.cards[idx]

    def __reversed__(self) -> Iterator[str]:
        return iter(self.cards[::-1])

    def __contains__(self, card: str) -> bool:
        return card.upper() in self.cards


class Index:
    def __init__(self, v: int) -> None:
        self.v = v

    def __index__(self) -> int:
        return self.v


class Fixed:
    """Fixed-point number with conversions."""

    def __init__(self, raw: int, scale: int = 100) -> None:
        self.raw, self.scale = raw, scale

    def __int__(self) -> int:
        return self.raw // self.scale

    def __float__(self) -> float:
        return self.raw / self.scale

    def __round__(self, nd: int = 0):
        return round(float(self), nd) if nd else round(float(self))

    def __floor__(self) -> int:
        return self.raw // self.scale

    def __ceil__(self) -> int:
        return -(-self.raw // self.scale)

    def __trunc__(self) -> int:
        return int(self.raw / self.scale)

    def __bool__(self) -> bool:
        return self.raw != 0

    def __complex__(self) -> complex:
        return complex(float(self), 0)


class Empty:
    def __len__(self) -> int:
        return 0


class Matrix:
    def __init__(self, rows: List[List[int]]) -> None:
        self.rows = rows

    def __getitem__(self, key):
        if isinstance(key, tuple):
            r, c = key
            if isinstance(r, slice):
                return [row[c] for row in self.rows[r]]
            return self.rows[r][c]
        return self.rows[key]

    def __setitem__(self, key, value) -> None:
        r, c = key
        self.rows[r][c] = value


def main() -> None:
    data = {"a": 1}
    p = LoggingProxy(Deck())
    print(len(p), p.cards[:3], "AS" in p.cards)
    p.extra = 5
    print(p.extra, p._log)
    del p.extra
    print(p._log[-1], hasattr(p, "extra"))
    print(list(Squares(6)), 16 in Squares(5), 17 in Squares(5), sum(Squares(4)), max(Squares(3)))
    a, b, *c = Squares(5)
    print(a, b, c, list(enumerate(Squares(3))), sorted(Squares(4), reverse=True))
    print(list(Countdown(3)), [x for x in Countdown(4) if x % 2], tuple(zip(Countdown(2), Countdown(5))))
    d = Deck()
    print(len(d), d[0], d[-1], d[10:13], list(reversed(d))[:2], "qh" in d, "ZZ" in d)
    lst = list(range(10))
    print(lst[Index(3)], lst[Index(2):Index(8):Index(2)], "abc" * Index(2), bin(Index(5)), hex(Index(255)))
    print(range(Index(4)), [0] * Index(3), (1, 2, 3)[Index(-1)], int(Index(7)) if hasattr(Index, "__int__") else "no int")
    f = Fixed(-250)
    print(int(f), float(f), round(f), round(Fixed(12345), 1), math.floor(f), math.ceil(f), math.trunc(f), bool(f), complex(f))
    print(bool(Fixed(0)), bool(Empty()), not Empty(), len(Empty()), "yes" if Empty() else "no")
    m = Matrix([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    m[1, 1] = 50
    print(m[0], m[1, 1], m[0:2, 2], m[::2, 0], m[-1][-1])
    print(data.__class__.__name__, type(p).__name__, LoggingProxy.__name__)
    try:
        lst[Fixed(3)]
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        len(Countdown(1))
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        iter(Fixed(1))
    except TypeError as exc:
        print("TypeError:", exc)
    print(p.missing_attribute)


if __name__ == "__main__":
    main()
