# Red team 2 (issue 10), program 43_dag_deepcopy_dag.
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: deepcopy_dag
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
import copy;a=mkl(1);print(len(copy.deepcopy(a)))
print("AFTER")
