from typing import NamedTuple
class P(NamedTuple):
    x: int
    y: int
print(P(1, 2))
for args in [(1,), (1, 2, 3), ()]:
    try:
        P(*args)
    except TypeError as e:
        print(e)
