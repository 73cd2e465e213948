# Red team 2 (issue 10), program 72_memlim_list_remove_eq.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit hit inside a C-called hook (list_remove_eq); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class E:
    def __eq__(self, o): bomb()
try:
    [1, 2].remove(E())
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
