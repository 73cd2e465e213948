# Under `from __future__ import annotations` annotations are not compiled, so they
# produce no warnings; the rest of the code still does.
# compare: full stderr
from __future__ import annotations
x = 1
v: (x is 2) = 3
def f(a: x is 3 = x is 4) -> x is 5:
    return a
class C:
    attr: x is 6 = 0
print(f(), C.attr, v, f.__annotations__)
