# Red team 2 (issue 10), program 96_typing_deep_alias.
# CPython 3.11 itself crashes (SIGSEGV) on this program; pyeval must finish.
# expect-exit: 0
# expect-stdout: AFTER
# time-bound: 5
# attacks: deeply nested generic aliases (not shared): repr / == / hash recursion depth
a = int
for i in range(100000):
    a = list[a]
try: print(len(repr(a)))
except RecursionError: print("RecErr repr")
b = int
for i in range(100000):
    b = list[b]
try: print(a == b)
except RecursionError: print("RecErr eq")
try: print(hash(a) == hash(b))
except RecursionError: print("RecErr hash")
u = int
for i in range(100000):
    u = u | list[u] if i < 1 else list[u] | None
try: print(len(repr(u)))
except RecursionError: print("RecErr union")
print("AFTER")
