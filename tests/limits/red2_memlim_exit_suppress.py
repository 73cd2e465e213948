# Red team 2 (issue 10), program 75_memlim_exit_suppress.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit hit inside a C-called hook (exit_suppress); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class CM:
    def __enter__(self): return self
    def __exit__(self, *a): bomb()
try:
    exec("with CM(): raise ValueError")
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
