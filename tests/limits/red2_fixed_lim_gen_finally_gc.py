# Red team 2 (issue 10), program 26_lim_gen_finally_gc, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside a generator's finally when the generator is dropped by rebinding inside a loop
def g():
    try:
        yield 1
    finally:
        l = []
        while True: l.append([0] * 10000)
for i in range(3):
    it = g()
    next(it)
    it = None
    print("AFTER", i)
