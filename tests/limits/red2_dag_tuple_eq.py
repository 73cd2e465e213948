# Red team 2 (issue 10), program 32_dag_tuple_eq.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: tuple_eq
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
a=mk(1);b=mk(1);print(a==b)
print("AFTER")
