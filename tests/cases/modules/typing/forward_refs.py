# String type arguments become ForwardRef objects (CPython's _type_convert); Literal values and
# Annotated metadata stay strings.
import typing
from typing import List, Dict, Optional, Union, Callable, ClassVar, Annotated, Literal, Tuple, Type, ForwardRef
class Node: pass
print(List["Node"], Dict[str, "Node"], Optional["Node"], Union["A", "B", None], Union["A", "A"])
print(Callable[["Node"], "Node"], ClassVar["int"], Annotated["Node", "meta", 1], Literal["a", "b"], Tuple["A", ...], Type["Node"])
print(typing.get_args(List["X"]), List["X"] == List["X"], List["X"] == List[ForwardRef("X")], typing.get_args(Annotated[int, "m"]))
print(ForwardRef("X"), ForwardRef("X") == ForwardRef("X"), ForwardRef("X").__forward_arg__, hash(ForwardRef("Y")) == hash(ForwardRef("Y")))
