from typing import overload, Union
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x: Union[int, str]):
    return x * 2
print(f(2), f('ab'))
