# isinstance/issubclass with runtime_checkable Protocols and typing's ABC aliases (Iterable,
# Sequence, Callable, Hashable, ...), Optional/Union, and the refusals for Any and List[int].
from typing import (Protocol, runtime_checkable, Iterable, Iterator, Sized, Callable, Hashable,
                    Sequence, Mapping, List, Dict, Any, Union, Optional, Tuple, Type, Collection,
                    MutableMapping, AbstractSet, Generator, Reversible, Container, SupportsInt, SupportsIndex)

@runtime_checkable
class Shape(Protocol):
    def area(self) -> float: ...

@runtime_checkable
class Named(Protocol):
    name: str
    def describe(self) -> str: ...

class NotChecked(Protocol):
    def go(self) -> None: ...

class Square:
    def __init__(self, s): self.s = s; self.name = "sq"
    def area(self): return self.s ** 2
    def describe(self): return "square"

class Blob:
    area = None

class Explicit(Shape):
    pass

class Circle:
    def area(self): return 3.14

print(isinstance(Square(2), Shape), isinstance(Blob(), Shape), isinstance(Circle(), Shape), isinstance(3, Shape))
print(isinstance(Square(1), Named), isinstance(Circle(), Named), isinstance(Explicit(), Shape), isinstance(Explicit(), Named))
print(issubclass(Square, Shape), issubclass(int, Shape), issubclass(Explicit, Shape), Shape._is_protocol, Explicit._is_protocol)
shapes = [Square(3), Circle(), "no", Blob()]
print([type(s).__name__ for s in shapes if isinstance(s, Shape)])
for bad in (lambda: isinstance(Square(1), NotChecked), lambda: issubclass(Square, Named), lambda: runtime_checkable(Square),
            lambda: isinstance(1, Any), lambda: isinstance(1, Union), lambda: isinstance([], List[int]), lambda: isinstance(1, Optional[int])):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
def flatten(items):
    for x in items:
        if isinstance(x, Iterable) and not isinstance(x, (str, bytes)):
            yield from flatten(x)
        else:
            yield x
print(list(flatten([1, [2, (3, "ab")], {4}, range(5, 7), {"k": 8}])))
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
class Unhash:
    __hash__ = None
class Eq:
    def __eq__(self, o): return True
gen = (x for x in [])
for v in [[], (), "s", {}, set(), frozenset(), range(3), iter([]), It(), gen, len, lambda: 0, Square, 3, 2.5, None, b"", bytearray(), {}.keys(), {}.values(), Unhash(), Eq(), True]:
    print(type(v).__name__, [n for n, t in [("Iterable", Iterable), ("Iterator", Iterator), ("Sized", Sized), ("Callable", Callable),
        ("Hashable", Hashable), ("Sequence", Sequence), ("Mapping", Mapping), ("List", List), ("Dict", Dict), ("Tuple", Tuple),
        ("Type", Type), ("Collection", Collection), ("MutableMapping", MutableMapping), ("AbstractSet", AbstractSet),
        ("Generator", Generator), ("Reversible", Reversible), ("Container", Container), ("SupportsInt", SupportsInt), ("SupportsIndex", SupportsIndex)]
        if isinstance(v, t)])
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(It, Iterator), issubclass(List, Iterable) if False else "", isinstance(3, (str, Iterable, int)))
