# Red team 2 (issue 10), program 147_memlim_gen_finally_frame_exit, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside a generator finally run when the frame that held it returns (lost limit, code after)
def g():
    try:
        yield 1
    finally:
        l = []
        while True: l.append([0] * 10000)
def f():
    it = g(); next(it)
    return 1   # frame exit drops the suspended generator
print(f())
print("AFTER")
