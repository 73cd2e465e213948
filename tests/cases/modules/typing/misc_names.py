from typing import cast, overload, final, Final, ClassVar, Literal, TYPE_CHECKING, NoReturn, Protocol, runtime_checkable, NewType, Annotated, get_origin, get_args, List, Dict, Union
print(cast(int, 'x'), TYPE_CHECKING, Literal['a', 1], Final[int], ClassVar[List[int]], NoReturn)
UserId = NewType('UserId', int)
print(UserId(5), UserId)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Union[int, str]), get_args(Union[int, str]), get_origin(int))
print(Annotated[int, 'meta'])
@runtime_checkable
class P(Protocol):
    def m(self) -> int: ...
class Impl:
    def m(self) -> int: return 1
print(Impl().m())
