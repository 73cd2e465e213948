# get_origin/get_args on builtin generic aliases (list[int]), Annotated, the collections.abc
# aliases (typing.Callable -> collections.abc.Callable); @final sets __final__.
import typing
from typing import get_origin, get_args, Annotated, List, Dict, Union, Optional, Callable, Literal, Generic, final
print(get_origin(list[int]), get_args(list[int]), get_origin(dict[str, list[int]]), get_args(dict[str, list[int]]))
print(get_origin(Annotated[int, "x"]) is Annotated, get_args(Annotated[List[int], "a", 2]))
print(get_origin(int | str), get_args(int | str), get_origin(int), get_args(int), get_origin(Generic), get_origin(Literal[1]), get_args(Literal[1, "a"]))
print(get_origin(Callable[[int], str]), get_args(Callable[..., int]), get_origin(Optional[List[int]]) is Union, get_args(Optional[List[int]]))
import collections.abc
print(get_origin(collections.abc.Callable[[int], str]), get_args(collections.abc.Callable[[int], str]), get_origin(tuple[int, ...]), get_args(tuple[()]))
@final
class F: pass
@final
def f(): pass
print(F.__final__, f.__final__, final(3))
print(get_origin(typing.Iterable[int]), get_origin(typing.Mapping), get_origin(typing.Callable[[int], str]), get_origin(List), get_origin(typing.Tuple[int, str]))
