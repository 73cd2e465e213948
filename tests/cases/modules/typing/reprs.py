from typing import List, Dict, Tuple, Optional, Union, Callable, Any, Set, FrozenSet, Type, Iterable, Iterator, Sequence, Mapping
print(List[int], Dict[str, int], Tuple[int, ...], Tuple[()], Tuple[int, str])
print(Optional[int], Union[int, str], Union[int, None], Union[int], Optional[Union[int, str]])
print(Callable[..., int], Callable[[], None], Callable[[int, str], bool])
print(Any, List, Dict, Optional, Union, Callable)
print(Set[int], FrozenSet[str], Type[int], Iterable[int], Iterator[str], Sequence[float], Mapping[str, int])
print(List[Dict[str, List[int]]])
