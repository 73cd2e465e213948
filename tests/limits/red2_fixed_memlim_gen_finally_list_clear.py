# Red team 2 (issue 10), program 148_memlim_gen_finally_list_clear, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside a generator finally run when list.clear drops it (AFTER prints, limit reported only at exit)
def g():
    try:
        yield 1
    finally:
        l = []
        while True: l.append([0] * 10000)
x = [g() for _ in range(1)]
next(x[0])
x.clear()
print("AFTER clear")
import gc
