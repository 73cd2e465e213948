# Red team 2 (issue 10), program 129_memlim_func_desc, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside __getattr__('__qualname__') looked up while building the "argument after * must be an iterable" message (eval_expr.c func_desc clears the error)
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class F:
    def __getattr__(self, n): bomb()
    def __call__(self, *a): return 1
try:
    F()(*5)
except BaseException as e:
    print("AFTER caught", type(e).__name__, e)
print("AFTER end")
