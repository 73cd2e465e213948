# Red team 2 (issue 10), program 49_dag_frozenset_eq.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: == of structurally equal but distinct DAGs of frozensets and dicts
def mk():
    d = {}
    for i in range(60):
        d = {'a': d, 'b': d}
    return d
print(mk() == mk())
print("AFTER")
