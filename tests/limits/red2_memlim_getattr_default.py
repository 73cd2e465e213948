# Red team 2 (issue 10), program 66_memlim_getattr_default.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit hit inside a C-called hook (getattr_default); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class G:
    def __getattr__(self, n): bomb()
try:
    print(getattr(G(), "x", 1))
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
