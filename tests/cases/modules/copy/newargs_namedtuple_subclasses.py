# deepcopy/copy of NamedTuples and tuple/str/int subclasses go through __getnewargs__, as
# object.__reduce_ex__(4) does (mutable fields are deep-copied).
import copy
from typing import NamedTuple, List
class P(NamedTuple):
    x: int
    tags: List[str]
p = P(1, ["a"])
q = copy.deepcopy(p)
print(q, q.tags is p.tags, type(q).__name__, copy.copy(p) is p)
class T(tuple):
    pass
t = T([1, [2]])
t2 = copy.deepcopy(t)
print(t2, type(t2).__name__, t2[1] is t[1])
class S(str):
    pass
print(repr(copy.deepcopy(S("x"))), type(copy.copy(S("y"))).__name__)
class I(int):
    def __new__(cls, v, unit="m"):
        o = super().__new__(cls, v)
        o.unit = unit
        return o
    def __getnewargs__(self):
        return (int(self), self.unit)
i = copy.deepcopy(I(5, "km"))
print(i, i.unit, type(i).__name__)
data = {"pts": [P(1, ["x"]), P(2, [])]}
d2 = copy.deepcopy(data)
print(d2, d2["pts"][0].tags is data["pts"][0].tags)
