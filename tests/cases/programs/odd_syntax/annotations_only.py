from typing import ClassVar, Dict, List, Optional

x: int
y: List[str] = ["a"]
print(y, __annotations__ if False else "module annotations ok")
try:
    print(x)
except NameError as e:
    print("NameError:", e)


class Config:
    name: str
    port: int = 8080
    tags: ClassVar[List[str]] = []
    extra: "Optional[Dict[str, int]]" = None


print(Config.port, Config.tags, Config.extra, hasattr(Config, "name"))
print(list(Config.__annotations__))


def f(a: int, b: "str" = "s", *args: float, c: bool = True, **kw: object) -> "tuple":
    return a, b, args, c, kw


print(f(1, "x", 2.0, c=False, d=1))
print(sorted(f.__annotations__))
v: int = 1 + 2
w: "anything at all" = v * 2
print(v, w)
z: int
z = 7
print(z)


def g():
    local: int
    local = 5
    other: str = "s"
    return local, other


print(g())
