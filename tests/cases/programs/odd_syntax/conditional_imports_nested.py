def use_math(flag):
    if flag:
        import math
        return math.sqrt(16)
    else:
        from math import floor as fl
        return fl(2.7)
print(use_math(True), use_math(False))
def import_in_loop():
    out = []
    for name in ("math", "string"):
        if name == "math":
            import math as m
            out.append(m.pi > 3)
        else:
            from string import ascii_lowercase as al
            out.append(al[:3])
    return out
print(import_in_loop())
try:
    import nonexistent_module_xyz
except ImportError as e:
    print(type(e).__name__, e.name)
try:
    from math import no_such_name
except ImportError as e:
    print("ImportError", e.name, type(e).__name__)
import sys as _s, math as _m
print(_s.maxsize > 0, _m.gcd(12, 18))
if "math" in _s.modules: print("math loaded")
class UsesImport:
    import string
    letters = string.digits
print(UsesImport.letters, UsesImport.string.__name__)
def lazy():
    global copy
    import copy
lazy(); print(copy.copy([1, 2]))
from typing import List, Optional, Dict as D
def annotated(x: List[int], y: Optional[str] = None) -> D[str, int]:
    return {str(v): v for v in x}
print(annotated([1, 2]), annotated([]), List[int], Optional[str])
from math import *
print(floor(3.9), ceil(3.1), isclose(0.1 + 0.2, 0.3))
import math, math as mm
print(math is mm)
try: import math.nope
except ImportError as e: print(type(e).__name__)
print(__import__("math").factorial(5))
