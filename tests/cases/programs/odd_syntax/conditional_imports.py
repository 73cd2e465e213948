import sys

if sys.version_info >= (3, 8):
    from math import isqrt as root
else:
    def root(n):
        return int(n ** 0.5)

try:
    import numpy_does_not_exist as np
    HAVE_NP = True
except ImportError:
    np = None
    HAVE_NP = False

try:
    from math import no_such_function
except ImportError as e:
    print("ImportError:", str(e).split(" from ")[0])

print(root(99), HAVE_NP, np)


def lazy():
    import string
    return string.ascii_lowercase[:5]


print(lazy())
if True:
    import math as m, copy as cp
print(m.floor(2.7), cp.copy([1, 2]))
from typing import (
    List,
    Dict as D,
)
print(List[int], D[str, int])
import math
print(math.__name__, type(math).__name__, hasattr(math, "sqrt"))
from string import *
print(ascii_uppercase[:3], digits)
