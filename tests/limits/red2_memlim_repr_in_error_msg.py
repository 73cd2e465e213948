# Red team 2 (issue 10), program 176_memlim_repr_in_error_msg.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside __repr__ called while building "x is not in list" for list.index / list.remove / tuple.index
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class R:
    def __eq__(self, o): return False
    def __repr__(self): bomb()
try:
    [1, 2].index(R())
except BaseException as e:
    print("AFTER caught", type(e).__name__)
print("AFTER end")
