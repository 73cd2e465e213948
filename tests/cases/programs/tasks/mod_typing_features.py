"""Typing constructs used in annotated application code."""
from typing import (Any, Callable, Dict, Final, Generic, Iterable, List, Literal, NamedTuple, NewType, Optional,
                    Tuple, TypedDict, TypeVar, Union, cast, get_args, get_origin, overload, TYPE_CHECKING)

UserId = NewType("UserId", int)
Mode = Literal["r", "w"]
MAX_USERS: Final = 3
T = TypeVar("T")
N = TypeVar("N", int, float)


class Movie(TypedDict, total=False):
    title: str
    year: int


class Pair(NamedTuple):
    left: int
    right: int = 0

    def swapped(self) -> "Pair":
        return Pair(self.right, self.left)


class Stack(Generic[T]):
    def __init__(self, items: Optional[Iterable[T]] = None) -> None:
        self._items: List[T] = list(items or [])

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> T:
        if not self._items:
            raise IndexError("pop from empty Stack")
        return self._items.pop()

    def __len__(self) -> int:
        return len(self._items)


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x: Union[int, str]) -> Union[int, str]:
    return x * 2


def apply(fn: Callable[[N], N], xs: List[N]) -> List[N]:
    return [fn(x) for x in xs]


def first(xs: List[T], default: Optional[T] = None) -> Optional[T]:
    return xs[0] if xs else default


def main() -> None:
    uid = UserId(42)
    print(uid, type(uid).__name__, UserId.__name__)
    m: Movie = {"title": "Heat", "year": 1995}
    print(m, Movie.__required_keys__ == frozenset(), sorted(Movie.__optional_keys__))
    print(Pair(1, 2).swapped(), Pair(5), Pair._field_defaults, Pair.__annotations__)
    s: Stack[int] = Stack([1, 2])
    s.push(3)
    print(s.pop(), len(s))
    print(double(4), double("ab"), apply(lambda v: v + 1, [1, 2]), first([], "none"), first([7]))
    print(get_origin(List[int]) is list, get_args(Dict[str, int]), get_args(Optional[int]))
    print(get_origin(Union[int, str]) is Union, get_args(Literal["r", "w"]), get_args(Callable[[int], str]))
    print(cast(int, "not really"), TYPE_CHECKING, MAX_USERS)
    print(List[int], Optional[str], Dict[str, List[int]], Tuple[int, ...], Union[int, None])
    print(Mode, Callable[..., Any])

    def annotated(a: int, b: "str" = "x", *rest: float, flag: bool = False) -> Tuple[int, str]:
        return a, b

    print(annotated.__annotations__)
    print(T, N.__constraints__, T.__name__)
    try:
        Stack().pop()
    except IndexError as e:
        print("IndexError:", e)
    try:
        Union[int]()
    except TypeError as e:
        print("TypeError:", type(e).__name__)


if __name__ == "__main__":
    main()
