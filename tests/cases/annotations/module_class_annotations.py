# module and class __annotations__ exist from the start of a body that annotates
print(__annotations__)
x: int
y: "str" = "s"
print(__annotations__)


class A:
    print(__annotations__)
    a: int
    b: list = []
    (d): int = 3  # not simple: not recorded


class B(A):
    pass


class Plain:
    pass


print(A.__annotations__, B.__annotations__, A.b)
print("__annotations__" in A.__dict__, "__annotations__" in B.__dict__)
print(hasattr(Plain, "__annotations__"))
