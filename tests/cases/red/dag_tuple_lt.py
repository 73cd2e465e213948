# Red team 2 (issue 10), program 33_dag_tuple_lt.
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: tuple_lt
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
a=mk(1);b=mk(2);print(a<b)
print("AFTER")
