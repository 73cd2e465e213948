# Red team 2 (issue 10), program 55_dag_dict_eq_values.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: dict == dict where values are distinct DAGs; dict.values() / items() comparisons; set of tuples containing DAGs
def mk(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
d1 = {1: mk(1)}; d2 = {1: mk(1)}
print(d1 == d2)
print("AFTER")
