# Red team 2 (issue 10), program 50_dag_except_tuple.
# attacks: `except` with a nested class tuple sharing structure (sibling of isinstance((t,t)) finding)
t = KeyError
for _ in range(80): t = (t, t)
try:
    raise ValueError
except t:
    print("wrong")
except ValueError:
    print("ok")
print("AFTER")
