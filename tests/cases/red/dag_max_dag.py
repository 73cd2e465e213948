# Red team 2 (issue 10), program 46_dag_max_dag.
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: max_dag
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
a=mkl(1);b=mkl(2);print(max(a,b) is b)
print("AFTER")
