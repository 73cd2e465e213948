# Red team 2 (issue 10), program 134_deep_enumerate_chain.
# CPython 3.11 itself crashes (SIGSEGV) on this program; pyeval must finish.
# expect-exit: 0
# expect-stdout: AFTER
# time-bound: 5
# attacks: C recursion depth through chained iterator builtins: enumerate/reversed/iter-callable/zip/map mixes 200000 deep
it = iter(range(3))
for i in range(200000):
    k = i % 3
    if k == 0: it = enumerate(it)
    elif k == 1: it = map(lambda x: x, it) if False else zip(it)
    else: it = filter(None, it)
try: print(next(it) is not None)
except RecursionError: print("RecErr")
print("AFTER")
