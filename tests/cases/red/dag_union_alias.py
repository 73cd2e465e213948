# Red team 2 (issue 10), program 51_dag_union_alias.
# attacks: typing / union objects over shared structures: list[t], dict[t,t], repr and == and hash of aliases
t = int
for _ in range(80): t = (t, t)
a = list[t]
b = list[t]
print(a == b)
print("AFTER")
