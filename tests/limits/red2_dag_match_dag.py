# Red team 2 (issue 10), program 44_dag_match_dag.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: pattern matching walks over shared-structure data: value pattern == on DAGs, nested sequence patterns
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
class C:
    v = mk(1)
a = mk(1)
match a:
    case ((x, y), z) if False: print("guard")
    case [[[_, _], _], _]: print("seq ok")
match a:
    case C.v: print("value matched")
    case _: print("no")
print("AFTER")
