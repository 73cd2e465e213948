# Red team 2 (issue 10), program 34_dag_list_eq.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: list_eq
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
a=mkl(1);b=mkl(1);print(a==b)
print("AFTER")
