# PEP 604 unions: int | None in annotations, isinstance, repr, equality, hashing.
from typing import List, Optional


class Node:
    parent: "Node | None" = None
    value: int | float = 0
    children: list["Node"] | None = None


def find(xs: list[int], x: int) -> int | None:
    return xs.index(x) if x in xs else None


print(find([1, 2, 3], 2), find([], 1), Node.value, Node.__annotations__)
print(int | None, None | int, int | str | None, list[int] | dict[str, int] | None)
print((int | str).__args__, (int | None).__args__, (int | str).__parameters__)
print(int | int, int | str | int, (int | str) | (str | float), list[int] | list[int])
print((int | str) == (str | int), (int | str) != (int | float), (int | str) == int)
print(hash(int | str) == hash(str | int), {int | str: 1}[str | int])
print(type(int | str), type(int | str) is type(str | None))


class C:
    pass


print(C | None, C | list[C], Optional[int] | str, int | List[int], List[int] | int)
print(isinstance(1, int | str), isinstance(None, int | None), isinstance(2.5, int | str))
print(isinstance(True, str | int), issubclass(bool, str | int), isinstance(C(), (str, C | None)))
print(isinstance(1, int | list[int]))
for bad in (lambda: int | "Node", lambda: 3 | int, lambda: isinstance(1, list[int] | int),
            lambda: isinstance(1, list[int]), lambda: issubclass(int, dict[str, int])):
    try:
        print(bad())
    except TypeError as exc:
        print("TypeError:", exc)
