"""NamedTuple, TypedDict, Protocol, Generic and Optional in ordinary model code."""
from typing import (Any, Callable, Dict, Generic, Iterable, Iterator, List, NamedTuple,
                    Optional, Protocol, Sequence, Tuple, TypedDict, TypeVar, Union, cast,
                    overload, runtime_checkable)

T = TypeVar("T")
K = TypeVar("K")


class Point(NamedTuple):
    x: float
    y: float = 0.0
    label: str = ""

    def dist(self, other: "Point") -> float:
        return ((self.x - other.x) ** 2 + (self.y - other.y) ** 2) ** 0.5

    def __str__(self) -> str:
        return f"<{self.label or '?'} {self.x:g},{self.y:g}>"


class Movie(TypedDict):
    title: str
    year: int


class MovieExtra(Movie, total=False):
    rating: float


@runtime_checkable
class Shape(Protocol):
    def area(self) -> float: ...


class Square:
    def __init__(self, side: float) -> None:
        self.side = side

    def area(self) -> float:
        return self.side ** 2


class Blob:
    pass


class Stack(Generic[T]):
    def __init__(self, items: Optional[Iterable[T]] = None) -> None:
        self._data: List[T] = list(items) if items is not None else []

    def push(self, x: T) -> "Stack[T]":
        self._data.append(x)
        return self

    def pop(self) -> T:
        if not self._data:
            raise IndexError("pop from empty Stack")
        return self._data.pop()

    def __iter__(self) -> Iterator[T]:
        return reversed(self._data)

    def __repr__(self) -> str:
        return f"Stack({self._data!r})"


class Registry(Generic[K, T]):
    def __init__(self) -> None:
        self.items: Dict[K, T] = {}

    def register(self, key: K) -> Callable[[T], T]:
        def deco(obj: T) -> T:
            self.items[key] = obj
            return obj
        return deco


@overload
def first(xs: str) -> str: ...
@overload
def first(xs: Sequence[T]) -> T: ...
def first(xs: Any) -> Any:
    return xs[0]


def total_area(shapes: Sequence[Shape]) -> float:
    return sum(s.area() for s in shapes)


def describe(x: Union[int, str, None]) -> str:
    if x is None:
        return "nothing"
    if isinstance(x, int):
        return f"int {x:+d}"
    return f"str {x!r}"


def main() -> None:
    p = Point(3, 4, "a")
    q = Point(0)
    print(p, q, repr(p), p.dist(q), p._replace(x=0), Point._field_defaults)
    print(p._asdict(), Point._make([1, 2, "m"]), p[0], p[-1], len(p), p + q)
    x, y, label = p
    print(x, y, label, p == (3, 4, "a"), isinstance(p, tuple), Point.__name__)
    m: Movie = {"title": "Heat", "year": 1995}
    m2 = MovieExtra(title="Alien", year=1979, rating=8.5)
    print(m, m2, type(m2).__name__, sorted(m2))
    print(isinstance(Square(2), Shape), isinstance(Blob(), Shape), total_area([Square(2), Square(1.5)]))
    s: Stack[int] = Stack([1, 2])
    s.push(3).push(4)
    print(s, list(s), s.pop(), s)
    reg: Registry[str, Callable[[int], int]] = Registry()

    @reg.register("double")
    def double(n: int) -> int:
        return n * 2

    @reg.register("square")
    def square(n: int) -> int:
        return n * n

    print({k: f(7) for k, f in reg.items.items()})
    print(first("xyz"), first([9, 8]), first((None,)))
    print([describe(v) for v in (5, -2, "hi", None)])
    print(cast(int, "not really"), Optional[int], List[Dict[str, int]])
    print(Union[int, str], Tuple[int, ...], Callable[[int], str], int | None, list[int] | None)
    print(Point.__annotations__, Movie.__annotations__)
    print(Stack(), Stack[int]().push(1))
    Point(1, 2, "c", "extra")


if __name__ == "__main__":
    main()
