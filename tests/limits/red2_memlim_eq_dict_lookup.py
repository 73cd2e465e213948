# Red team 2 (issue 10), program 82_memlim_eq_dict_lookup.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit hit inside a C-called hook (eq_dict_lookup); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class K:
    def __hash__(self): return 1
    def __eq__(self, o): bomb()
try:
    d = {1: 1}; print(d[K()])
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
