# Red team 2 (issue 10), program 52_dag_typing.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: typing.Union / Optional / Tuple over shared nested tuples (flattening walks)
import typing
t = int
for _ in range(80): t = (t, t)
try:
    u = typing.Union[t]
    print(repr(u)[:50])
except TypeError as e:
    print("TE", e)
try:
    print(typing.Tuple[t] == typing.Tuple[t])
except TypeError as e:
    print("TE", e)
print("AFTER")
