# typing.Union / Optional / get_origin / get_args with PEP 604 unions.
import typing
from typing import Optional, Union, get_args, get_origin

print(Optional[int | str], Union[int | str, None], Union[int, str] == (int | str))
print((int | str) == Union[int, str], Union[int | None, str], Optional[int | None])
print(get_origin(int | str), get_args(int | str), get_args(int | None | list[int]))
print(get_origin(Union[int, str]) is Union, hash(Union[int, str]) == hash(Union[str, int]))
T = typing.TypeVar("T")
print(T | None, None | T, Optional[T] | int)
