# Red team 2 (issue 10), program 130_lim_del_unraisable_mem_repr.
# attacks: memory bomb inside __repr__ called while reporting an exception raised by __del__
class C:
    def __del__(self): raise ValueError("from del")
    def __repr__(self):
        x = []
        while True: x.append(bytearray(10**7))
c = C()
del c
print("AFTER del")
# trimmed: exit 1 so the runner accepts (and compares) the stderr report written above
raise SystemExit(1)
