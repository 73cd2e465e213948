from typing import (Any, Callable, ClassVar, Dict, Final, FrozenSet, Generic, Iterable,
                    Iterator, List, Literal, Mapping, Optional, Protocol, Sequence, Set,
                    Tuple, Type, TypeVar, Union, cast, overload, TYPE_CHECKING)

T = TypeVar("T")
K = TypeVar("K", bound=str)
Num = Union[int, float]
Pair = Tuple[T, T]
MAX: Final = 10

if TYPE_CHECKING:
    import not_a_real_module


class SupportsLen(Protocol):
    def __len__(self) -> int: ...


class Box(Generic[T]):
    count: ClassVar[int] = 0

    def __init__(self, item: T) -> None:
        self.item = item
        Box.count += 1

    def map(self, f: "Callable[[T], Any]") -> "Box[Any]":
        return Box(f(self.item))

    def __repr__(self) -> str:
        return f"Box({self.item!r})"


def first(xs: Sequence[T], default: Optional[T] = None) -> Optional[T]:
    return xs[0] if xs else default


def total(xs: Iterable[Num]) -> Num:
    return sum(xs)


def size(x: SupportsLen) -> int:
    return len(x)


def mode(m: Literal["r", "w"]) -> str:
    return m * 2


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2


def apply(fn: Callable[..., T], *args: Any) -> T:
    return fn(*args)


b: Box[int] = Box(5)
print(b, b.map(lambda v: v * 1.5), Box[str]("s"), Box.count)
print(first([3, 4]), first([], "none"), total([1, 2.5]), size("abcd"), mode("r"))
print(double(4), double("ab"), apply(max, 3, 9), cast(int, "not really"), MAX)
pairs: List[Pair[int]] = [(1, 2)]
lookup: Dict[str, List[Tuple[int, ...]]] = {"k": [(1,), (1, 2)]}
print(pairs, lookup, Optional[int], List[int], Dict[str, int], Union[int, str])
print(Callable[[int], str], Tuple[int, ...], Mapping[str, Any], Type[int], FrozenSet[int], Set[str])
print(Iterator[int], Literal["a"], Union[int, None] == Optional[int], T, K.__bound__)
