match = 5
case = [1, 2]
print(match, case)
def match(x): return x * 2
print(match(3))
match = {"a": 1}
print(match["a"])
match = [0, 1]
print(match[1], match [0])
_ = 7
print(_)
type = 3
print(type)
del type
print(type(1).__name__)
class match_cls: pass
m = match_cls()
m.match = 1; m.case = 2
print(m.match, m.case)
def f(match=1, case=2, _=3): return match + case + _
print(f(), f(match=10))
match, case = 1, 2
print(match, case)
match (1, 2):
    case (a, b): print("tuple match", a, b)
match [match, case]:
    case [1, 2]: print("names as subject")
match -1:
    case -1: print("neg")
match not_a_kw := 3:
    case 3: print("walrus subject")
print = print
match "x":
    case "x" if (case := 9): print("guard walrus", case)
def case(): return "case fn"
print(case())
match = lambda *a: a
print(match(1, 2))
print(match (1, 2))
match match:
    case _: print("match match")
soft = {"match": 1, "case": 2}
print(soft["match"])
import math as match
print(match.floor(2.5))
x = [1]
match x:
    case [match.pi] if False: pass
    case _: print("dotted attr of module named match")
