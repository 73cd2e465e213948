x: int = 5
y: "str"
print(x, __annotations__)
def f():
    z: int = 3
    w: list
    return z
print(f())
class C:
    a: int = 1
    b: str
print(C.a, C.__annotations__)
try:
    print(y)
except NameError as e:
    print("NameError:", e)
