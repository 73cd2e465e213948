# Red team 2 (issue 10), program 48_dag_frozenset.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: hashing nested frozensets / tuples of frozensets sharing structure (frozenset hash cached?)
f = frozenset([0])
for i in range(80):
    f = frozenset([f, (f, i)])
print(hash(f) == hash(f))
g = frozenset([0])
for i in range(80):
    g = frozenset([g, (g, i)])
print(f == g)
print("AFTER")
