import math
class Interval:
    def __init__(self, lo, hi):
        if lo > hi: lo, hi = hi, lo
        self.lo, self.hi = lo, hi
    def __repr__(self): return f"[{self.lo}, {self.hi}]"
    def __contains__(self, x):
        if isinstance(x, Interval): return self.lo <= x.lo and x.hi <= self.hi
        return self.lo <= x <= self.hi
    def __and__(self, o):
        lo, hi = max(self.lo, o.lo), min(self.hi, o.hi)
        return Interval(lo, hi) if lo <= hi else None
    def __or__(self, o):
        if (self & o) is None and self.hi + 1 < o.lo and o.hi + 1 < self.lo: return [self, o]
        return Interval(min(self.lo, o.lo), max(self.hi, o.hi))
    def __lt__(self, o): return (self.lo, self.hi) < (o.lo, o.hi)
    def __eq__(self, o): return isinstance(o, Interval) and (self.lo, self.hi) == (o.lo, o.hi)
    def __hash__(self): return hash((self.lo, self.hi))
    def __len__(self): return self.hi - self.lo + 1
    def __iter__(self): yield from range(self.lo, self.hi + 1)
    def __bool__(self): return True
def merge(intervals):
    out = []
    for iv in sorted(intervals):
        if out and iv.lo <= out[-1].hi + 1:
            out[-1] = Interval(out[-1].lo, max(out[-1].hi, iv.hi))
        else: out.append(iv)
    return out
ivs = [Interval(5, 1), Interval(3, 7), Interval(10, 12), Interval(13, 13), Interval(20, 25)]
print(ivs, merge(ivs))
a, b = Interval(1, 5), Interval(4, 9)
print(a & b, a & Interval(7, 8), a | b, 3 in a, 6 in a, Interval(2, 3) in a, b in a, len(a), list(a), sum(b))
print(sorted({Interval(1, 2), Interval(1, 2), Interval(0, 5)}), max(ivs), min(ivs, key=len))
print([x for x in Interval(1, 10) if all(x % p for p in range(2, int(math.sqrt(x)) + 1)) and x > 1])
covered = set().union(*(set(iv) for iv in ivs))
print(len(covered), min(covered), max(covered), sorted(covered)[:5])
gaps = [Interval(x.hi + 1, y.lo - 1) for x, y in zip(merge(ivs), merge(ivs)[1:])]
print(gaps, sum(map(len, gaps)))
