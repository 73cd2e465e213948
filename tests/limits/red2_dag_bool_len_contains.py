# Red team 2 (issue 10), program 54_dag_bool_len_contains.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: `in` on tuple DAG with non-identical element and list.index / tuple.index / remove
def mk(base, k=80):
    t = base
    for _ in range(k): t = [t, t]
    return t
a = mk(1); b = mk(1)
try: print([0, a].index(b))
except ValueError as e: print("VE")
print("AFTER")
