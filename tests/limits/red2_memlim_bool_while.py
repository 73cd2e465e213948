# Red team 2 (issue 10), program 68_memlim_bool_while.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit hit inside a C-called hook (bool_while); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class B:
    def __bool__(self): bomb()
try:
    print(1 if B() else 2)
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
