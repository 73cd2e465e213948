"""Typing-annotated shape hierarchy with abstract base classes."""
import math
from abc import ABC, abstractmethod
from typing import ClassVar, Dict, Generic, Iterator, List, Optional, Protocol, Type, TypeVar, runtime_checkable


class Shape(ABC):
    registry: ClassVar[Dict[str, Type["Shape"]]] = {}

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        Shape.registry[cls.__name__.lower()] = cls

    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def describe(self) -> str:
        return f"{type(self).__name__}(area={self.area():.3f}, perimeter={self.perimeter():.3f})"


class Circle(Shape):
    def __init__(self, r: float) -> None:
        self.r = r

    def area(self) -> float:
        return math.pi * self.r ** 2

    def perimeter(self) -> float:
        return 2 * math.pi * self.r


class Rect(Shape):
    def __init__(self, w: float, h: float) -> None:
        self.w, self.h = w, h

    def area(self) -> float:
        return self.w * self.h

    def perimeter(self) -> float:
        return 2 * (self.w + self.h)


class Square(Rect):
    def __init__(self, side: float) -> None:
        super().__init__(side, side)


class Half(Shape):
    def area(self) -> float:
        return 0.5


@runtime_checkable
class Scalable(Protocol):
    def scale(self, k: float) -> None: ...


T = TypeVar("T", bound=Shape)


class Collection(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def add(self, item: T) -> "Collection[T]":
        self.items.append(item)
        return self

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)

    def largest(self) -> Optional[T]:
        return max(self.items, key=lambda s: s.area(), default=None)


def make(kind: str, *args: float) -> Shape:
    try:
        return Shape.registry[kind](*args)
    except KeyError:
        raise ValueError(f"unknown shape {kind!r}") from None


def main() -> None:
    coll: Collection[Shape] = Collection()
    for spec in [("circle", 1.0), ("rect", 2, 3.5), ("square", 2), ("hexagon", 1)]:
        try:
            coll.add(make(spec[0], *spec[1:]))
        except ValueError as e:
            print("error:", e)
    for s in coll:
        print(s.describe())
    print("largest:", type(coll.largest()).__name__, Collection().largest())
    print(sorted(Shape.registry))
    try:
        Half()
    except TypeError as e:
        print("TypeError:", e)
    try:
        Shape()
    except TypeError as e:
        print("TypeError:", e)
    print(isinstance(Square(1), Rect), issubclass(Square, Shape), Shape.__abstractmethods__ == frozenset({"area", "perimeter"}))
    Rect.scale = lambda self, k: setattr(self, "w", self.w * k)
    print(isinstance(Rect(1, 1), Scalable), isinstance(Circle(1), Scalable))
    print(Circle.area.__annotations__ if hasattr(Circle.area, "__annotations__") else None)
    print(sorted(Half.__abstractmethods__))


if __name__ == "__main__":
    main()
