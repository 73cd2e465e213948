# Red team 2 (issue 10), program 209_genexp_chain_deep.
# CPython 3.11 itself crashes (SIGSEGV) on this program; pyeval must finish.
# expect-exit: 0
# expect-stdout: AFTER
# time-bound: 5
# attacks: generator expressions chained 200,000 deep (each iterating the previous), then next()/list()/close(): C recursion through genexp next
g = iter(range(3))
for i in range(200000):
    g = (x for x in g)
try: print(next(g))
except RecursionError: print("RecErr")
try: print(list(g))
except RecursionError: print("RecErr list")
g.close()
print("AFTER")
