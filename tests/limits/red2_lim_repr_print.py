# Red team 2 (issue 10), program 21_lim_repr_print.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: op limit hit inside __repr__ called by print of a container, inside try/except; nothing must run after
class R:
    def __repr__(self):
        while True: pass
try:
    print([1, R()])
except BaseException as e:
    print("AFTER caught", type(e))
finally:
    print("AFTER finally")
print("AFTER end")
