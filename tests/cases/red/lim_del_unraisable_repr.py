# Red team 2 (issue 10), program 125_lim_del_unraisable_repr.
# attacks: op limit hit inside __repr__ called while reporting an exception raised by __del__ ("Exception ignored in")
class C:
    def __del__(self): raise ValueError("from del")
    def __repr__(self):
        n = 0
        while True: n += 1
c = C()
del c
print("AFTER del")
# trimmed: exit 1 so the runner accepts (and compares) the stderr report written above
raise SystemExit(1)
