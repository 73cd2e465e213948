# Red team 2 (issue 10), program 53_dag_str_methods.
# attacks: str methods taking tuples: startswith/endswith with nested tuple (only flat allowed), isinstance flattening in str.join
t = "a"
for _ in range(80): t = (t, t)
try: print("abc".startswith(t))
except TypeError as e: print("TE", e)
try: print("abc".endswith(t))
except TypeError as e: print("TE", e)
try: print(b"abc".startswith((b"a",) * 10**6))
except TypeError as e: print("TE", e)
print("AFTER")
