# Red team 2 (issue 10), program 38_dag_format_nested.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: format_nested
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
print(len(format(mk(1))))
print("AFTER")
