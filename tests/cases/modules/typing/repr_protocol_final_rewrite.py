import typing
from typing import (Any, Callable, Dict, List, Optional, Protocol, Tuple, Union, final,
                    runtime_checkable)


class Local:
    class Inner:
        pass


def fn():
    pass


for t in (List[int], List[Local], List[Local.Inner], Dict[str, Tuple[int, ...]], Tuple[()],
          Tuple[int, str], Optional[int], Optional[Local], Union[None, str], Union[int, None],
          Union[int, str, None], Union[int, str], Optional[Union[int, str]], Union[None, Any],
          List[Callable[..., int]], Callable[[int, str], None], List[fn], List['Fwd'],
          Dict[typing.Any, ...], Optional[List[int]], List[None], Union[int, Union[str, bytes]]):
    print(repr(t))


@runtime_checkable
class P(Protocol):
    x: int
    y: str

    def meth(self): ...


@runtime_checkable
class Q(P, Protocol):
    z: float
    x: int

    def other(self): ...


class Has:
    x = 1
    y = 's'
    z = 2.0

    def meth(self): pass

    def other(self): pass


class Missing:
    x = 1

    def meth(self): pass


print(isinstance(Has(), P), isinstance(Has(), Q), isinstance(Missing(), P), isinstance(Missing(), Q))
print(sorted(typing._get_protocol_attrs(Q)) if hasattr(typing, '_get_protocol_attrs') else 'n/a')


@final
def f():
    pass


@final
class C:
    pass


print(f.__final__, C.__final__, final(3), final(len) is len, hasattr(len, '__final__'))


class Slotted:
    __slots__ = ()


s = Slotted()
print(final(s) is s)
