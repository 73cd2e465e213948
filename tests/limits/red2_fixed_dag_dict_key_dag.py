# Red team 2 (issue 10), program 47_dag_dict_key_dag, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: shared-structure (DAG, 2**80 paths) walk that must tick: dict_key_dag
def mk(base, k=80):
    t = base
    for _ in range(k): t = (t, t)
    return t
def mkl(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
a=mk(1);b=mk(1);d={a:1};print(d[b])
print("AFTER")
