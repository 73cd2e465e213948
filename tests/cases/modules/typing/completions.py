import typing
from typing import *
print(List[int], Optional[int], Union[int, str], dict[str, int], list[int])
print(Optional[List[int]], Union[int, None, str])
print(Literal[1, 'a'], Literal[1] == Literal[1], Literal[1, 2] == Literal[2, 1])
print(Annotated[int, 'meta'], get_args(Annotated[int, 'x', 2]), get_origin(Annotated[int, 'x']))
P = ParamSpec('P')
print(P, P.args, P.kwargs)
print(Concatenate[int, P])
print(Callable[Concatenate[int, P], int])
print(Self, Callable[P, int])
class TD(TypedDict, total=False):
    a: int
    b: Required[str]
class TD2(TD):
    c: NotRequired[int]
    d: float
print(TD.__required_keys__, TD.__optional_keys__, sorted(TD2.__required_keys__), sorted(TD2.__optional_keys__))
print(TD2.__annotations__, TD.__total__)
print(get_type_hints(TD2))
print(get_type_hints(TD2, include_extras=True))
x = TD2(a=1, b='x')
print(x, type(x))
def f(a: 'int', b: Annotated[str, 1] = 'x') -> None: pass
print(get_type_hints(f), get_type_hints(f, include_extras=True))
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(int), get_args(int), get_origin(Union[int,str]))
print(get_args(Callable[[int], str]), get_origin(Callable[[int], str]))
print(get_origin(list[int]), get_args(list[int]))
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x): return x
print(g(3), len(get_overloads(g)))
print(Literal[Literal[1, 2], 3])
print(get_origin(Literal[1]), get_args(Literal[1, 2]))
print(get_origin(Required[int]), get_args(ClassVar[int]))
T = TypeVar('T')
print(List[T], Dict[str, T])
class C(Generic[T]): pass
print(TD2.__name__, is_typeddict(TD2))
print(Tuple[int, ...], Tuple[()])
print(Type[int], typing.Iterable[int])
