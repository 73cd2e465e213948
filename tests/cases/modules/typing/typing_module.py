import typing
print(typing.List[int], typing.Optional[str], typing.TYPE_CHECKING)
def f(a: 'typing.List[int]') -> None: pass
print(f([1]))
