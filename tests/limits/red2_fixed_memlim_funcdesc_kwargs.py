# Red team 2 (issue 10), program 174_memlim_funcdesc_kwargs, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside __getattr__ used for the "argument after ** must be a mapping" message
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class F:
    def __getattr__(self, n): bomb()
    def __call__(self, **k): return 1
try:
    F()(**5)
except BaseException as e:
    print("AFTER caught", type(e).__name__, e)
print("AFTER end")
