# Red team 2 (issue 10), program 80_memlim_repr_exc_arg.
# attacks: memory limit hit inside a C-called hook (repr_exc_arg); the limit must win (exit 3) and no AFTER may print
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class R:
    def __repr__(self): bomb()
try:
    raise KeyError(R())
except BaseException as e:
    print("AFTER caught", type(e).__name__)
finally:
    print("AFTER finally")
print("AFTER end")
