class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item!r}]"
print(Box[int])
print(Box[1, 2])
print(list[int])
print(dict[str, int])
print(tuple[int, ...])
try:
    object[int]
except TypeError as e:
    print(e)
