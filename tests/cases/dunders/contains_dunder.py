class Range2:
    def __init__(self, lo, hi): self.lo, self.hi = lo, hi
    def __contains__(self, x): return self.lo <= x < self.hi
r = Range2(1, 5)
print(3 in r, 5 in r, 0 not in r)
class Truthy:
    def __contains__(self, x): return 'yes'
print(1 in Truthy())
class GI:
    def __getitem__(self, i):
        if i > 2: raise IndexError(i)
        return i
print(2 in GI(), 3 in GI())
