# Red team 2 (issue 10), program 145_lim_recursion_in_repr_print.
# attacks: RecursionError inside __repr__ called by print of a nested container, caught, then output continues correctly
class R:
    def __init__(self, n): self.n = n
    def __repr__(self): return repr(R(self.n + 1))
try: print([R(0)])
except RecursionError: print("RecErr")
l = [R(0)]
try: print(f"{l}")
except RecursionError: print("RecErr f")
try: print("%s" % l)
except RecursionError: print("RecErr %")
try: print({1: l})
except RecursionError: print("RecErr dict")
print("fine", [1, 2])
