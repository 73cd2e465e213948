class L(list):
    pass


class D(dict):
    pass


print(list[int], dict[str, int], tuple[int, ...], set[str], frozenset[int], L[int], D[str, int])
print(list.__class_getitem__(int), L.__class_getitem__(str), type(list[int]).__name__)
print(list[int]([1, 2]), L[int]((3,)), type(L[int]()).__name__, enumerate[int])
print(hasattr([], "__bool__"), hasattr("", "__radd__"), hasattr([], "__rmul__"), hasattr(0, "__bool__"))
try:
    [].__bool__()
except AttributeError as e:
    print(e)
print(type(list[int]).__module__, type(list[int]).__qualname__, type(list[int]).__name__, type(list[int]))
