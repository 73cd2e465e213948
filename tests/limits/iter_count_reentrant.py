# count re-entered from its value's __add__ (CPython 3.11 crashes on this): pyeval
# holds the value and step across the add, so it ends cleanly.
# pyeval: --timeout 0
# expect-stdout: N(0) N(1) count(N(2))
# expect-exit: 0
# time-bound: 5
import itertools
depth = [0]
class N:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        depth[0] += 1
        if depth[0] < 3:
            print('inner', next(c))
        return N(self.v + 1)
    def __repr__(self): return f"N({self.v})"
    def __index__(self): return self.v
c = itertools.count(N(0))
print(next(c), next(c), c)
