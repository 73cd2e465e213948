# Every import form and error path: dotted and relative names, the note under a
# missing module, from-import errors, star imports with and without __all__, __import__.
import sys
import math as m, string
from math import floor, ceil as c
from keyword import *
print(m.floor(2.5), c(1.2), floor(3.5), iskeyword("if"), string.digits)
for src in ["import os", "import nope.x", "import math.foo", "from math import nope",
            "from . import x", "from .. import y", "import blocked"]:
    try:
        sys.modules["blocked"] = None
        exec(src)
    except ImportError as e:
        print(type(e).__name__, e, e.name, getattr(e, "__notes__", None) is not None)
m.__all__ = ["pi", "e"]
from math import *
print(pi, e)
del m.__all__
g = {"__package__": "math"}
exec("from . import floor as f2\nprint(f2(9.5))", g)
for args in [("math",), ("math", None, None, ["floor"]), ("x", {}, None, [], 1), ("",),
             (1,), ("floor", {"__package__": "math"}, None, [], 1)]:
    try:
        print(getattr(__import__(*args), "__name__", None))
    except (ImportError, ValueError, TypeError, KeyError) as ex:
        print(type(ex).__name__, ex)
