# Red team 2 (issue 10), program 45_dag_sorted_dag.
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: sorted_dag
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
a=mk(1);b=mk(2);print(sorted([b,a,b,a])[0] is a)
print("AFTER")
