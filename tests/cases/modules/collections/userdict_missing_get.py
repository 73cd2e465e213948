# UserDict.get in 3.11 is Mapping.get: it calls __getitem__, so __missing__ answers.
from collections import UserDict


class Defaulting(UserDict):
    def __missing__(self, key):
        return f"missing:{key}"


class Plain(UserDict):
    pass


class Raising(UserDict):
    def __missing__(self, key):
        raise KeyError(f"no {key}")


class Odd(UserDict):
    def __missing__(self, key):
        raise ValueError(key)


d = Defaulting(a=1)
print(d.get("a"), d.get("b"), d.get("b", 5), d["c"], "b" in d)
p = Plain(a=1)
print(p.get("a"), p.get("b"), p.get("b", 5))
r = Raising(a=1)
print(r.get("zz", "dflt"))
try:
    Odd().get("q")
except ValueError as e:
    print("ValueError:", e)
print("get" in UserDict.__dict__)
