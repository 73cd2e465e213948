# Every module in modules/, plus eval, exec and compile.
from __future__ import annotations
import copy
import keyword
import math
import string
import sys
import typing
from typing import Optional, List

print(math.sqrt(2), math.floor(-2.5), math.gcd(12, 18), math.factorial(20), math.pi)
print(math.isclose(0.1 + 0.2, 0.3), math.log(8, 2), math.comb(10, 3), math.inf, math.isqrt(99))
print(math.fsum([0.1] * 10), math.hypot(3, 4), math.prod([1, 2, 3]), math.trunc(-3.7))
data = {"a": [1, [2, 3]], "b": {4, 5}}
shallow, deep = copy.copy(data), copy.deepcopy(data)
deep["a"][1].append(9)
print(shallow["a"] is data["a"], data, deep["a"])
print(keyword.iskeyword("lambda"), keyword.iskeyword("x"), len(keyword.kwlist) > 30)
print(string.ascii_letters, string.digits, string.punctuation[:5], string.capwords("a bc"))
print(string.Template("$who likes $what").substitute(who="tim", what="pie"))
print(sys.maxsize, sys.version_info[0], sys.getrecursionlimit(), type(sys.argv).__name__)
sys.stdout.write("written\n")


def typed(x: Optional[int], ys: List[str]) -> typing.Dict[str, int]:
    return {y: x for y in ys}


print(typed(1, ["a"]), typed.__annotations__, typing.Any, typing.Union[int, str])
print(eval("1 + 2 * 3"), eval("x * 2", {"x": 21}), eval("[i for i in range(3)]"))
ns = {}
exec("def f(a):\n    return a * 3\nres = f(4)", ns)
print(ns["res"], ns["f"](2))
code = compile("y = 5\nprint('compiled', y)", "<sweep>", "exec")
exec(code)
print(eval(compile("2 ** 10", "<e>", "eval")))
try:
    compile("def (:", "<bad>", "exec")
except SyntaxError as e:
    print("SyntaxError", e.msg, e.lineno)
import math as m2
print(m2 is math, __name__, sorted(k for k in sys.modules if k in ("math", "copy")))
