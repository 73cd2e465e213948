# Red team 2 (issue 10), program 149_memlim_gen_finally_del, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside a generator finally run by close() at dealloc after del (lost limit, exit 0)
def g():
    try:
        yield 1
    finally:
        print("fin start")
        l = []
        while True: l.append([0] * 10000)
it = g()
next(it)
del it
print("AFTER")
