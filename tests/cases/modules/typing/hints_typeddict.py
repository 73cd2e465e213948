from typing import *
import typing

class T(TypedDict):
    a: 'int'
    b: NotRequired[Annotated[str, 'm']]
print(T.__annotations__, get_type_hints(T), T.__total__)
print(sorted(T.__required_keys__), sorted(T.__optional_keys__))
print(get_type_hints(T, include_extras=True))
class U(T, total=False):
    c: Required[int]
    d: bytes
print(sorted(U.__required_keys__), sorted(U.__optional_keys__), U.__total__, is_typeddict(U), is_typeddict(dict))
Movie = TypedDict('Movie', {'name': str, 'year': int}, total=False)
print(Movie.__name__, Movie.__annotations__, sorted(Movie.__optional_keys__), Movie(name='x'))
class Other:
    pass
try:
    class Bad(TypedDict, Other):
        a: int
except TypeError as e:
    print(type(e).__name__, e)

print(ForwardRef('x'), ForwardRef('x', module='m'), ForwardRef('x', module='m') == ForwardRef('x'), List['int'])
try:
    ForwardRef(3)
except TypeError as e:
    print(type(e).__name__, e)

def f(a: List['int'], b: 'Optional[int]' = None, c: None = None, d: 'Annotated[int, 5]' = 0) -> 'Dict[str, List[int]]':
    pass
print(get_type_hints(f))
print(get_type_hints(f, include_extras=True))
def g(a: 'undefined_name'): pass
try:
    get_type_hints(g)
except NameError as e:
    print(type(e).__name__, e)
try:
    get_type_hints(3)
except TypeError as e:
    print(type(e).__name__, e)
class A:
    x: int
    y: 'List[A]'
class B(A):
    z: ClassVar[int] = 1
    w: 'Union[int, str, None]'
print(get_type_hints(B))
print(get_type_hints(lambda: 0), get_type_hints(len) if False else '')
print(get_type_hints(f, localns={'int': str}))

@overload
def over(x: int) -> int: ...
@overload
def over(x: str) -> str: ...
def over(x):
    return x
print(over('q'), [typing.get_type_hints(o) for o in get_overloads(over)])
clear_overloads()
print(get_overloads(over))
@overload
def lone(x: int) -> int: ...
try:
    lone(1)
except NotImplementedError as e:
    print(type(e).__name__, e)

L = Literal['a', 'b', 'a']
print(L, L == Literal['b', 'a'], Literal[1] == Literal[True], Literal[0] == Literal[False], hash(L) == hash(Literal['b', 'a']))
print(Literal[Literal[1, 2], Literal[2, 3]], get_args(L), Literal[None])
print(Annotated[Annotated[int, 1], 2], Annotated[int, 1] == Annotated[int, 1], Annotated[int, 1] == Annotated[int, 2])
print(Annotated[List[int], 'x'], get_origin(Annotated[List[int], 'x']) is Annotated, get_args(Annotated[List[int], 'x']))
for bad in (lambda: Annotated(), lambda: Annotated[int], lambda: Concatenate[int], lambda: Concatenate[()],
            lambda: Self[int], lambda: Self(), lambda: isinstance(1, Self), lambda: Callable[int, int],
            lambda: Literal()):
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
P = ParamSpec('P')
print(P, P.args, P.kwargs, P.args == P.args, P.args == ParamSpec('P').args, P.args.__origin__ is P)
print(Concatenate[int, P], Concatenate[int, ...], Callable[Concatenate[str, P], int], Callable[..., int], Callable[P, int])
print(get_args(Callable[P, int]), get_args(Callable[Concatenate[int, P], int]), get_origin(Concatenate[int, P]))
print(get_args(Concatenate[int, P]), get_origin(Callable[P, int]))
