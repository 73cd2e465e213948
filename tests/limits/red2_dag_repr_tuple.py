# Red team 2 (issue 10), program 36_dag_repr_tuple.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: repr_tuple
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
print(len(repr(mk(1))))
print("AFTER")
