# Red team 2 (issue 10), program 63_memlim_set_name.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit hit inside a C-called hook (set_name); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class D:
    def __set_name__(self, o, n): bomb()
try:
    exec("class C:\n    a = D()")
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
