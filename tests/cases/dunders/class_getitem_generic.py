print(list[int], dict[str, list[int]], tuple[int, ...], type[int])
print(list[int]([1, 2]), list[int] == list[int], list[int].__origin__, list[int].__args__)
def f(x: list[int], y: dict[str, int] = None) -> tuple[int, str]:
    return x
print(f([1]))
class Stack:
    def __class_getitem__(cls, item):
        return f"{cls.__name__} of {item.__name__}"
print(Stack[int])
class Sub(Stack): pass
print(Sub[str])
try:
    int[str]
except TypeError as e:
    print(e)
