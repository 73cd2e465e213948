class Multiplier:
    def __init__(self, k):
        self.k = k

    def __call__(self, x, *, twice=False):
        return x * self.k * (2 if twice else 1)


class Range:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __contains__(self, x):
        return self.lo <= x < self.hi

    def __len__(self):
        return max(0, self.hi - self.lo)

    def __bool__(self):
        return self.hi > self.lo

    def __eq__(self, other):
        return isinstance(other, Range) and (self.lo, self.hi) == (other.lo, other.hi)

    __hash__ = None

    def __repr__(self):
        return f"Range({self.lo}, {self.hi})"

    def __str__(self):
        return f"[{self.lo}, {self.hi})"


m = Multiplier(3)
print(m(4), m(4, twice=True), callable(m), callable(Range), callable(3), list(map(m, [1, 2])))
r = Range(1, 5)
print(3 in r, 5 in r, 0 not in r, len(r), bool(r), bool(Range(5, 1)), r == Range(1, 5), r != Range(0, 1))
print(repr(r), str(r), f"{r}", f"{r!r}", [r], "%s %r" % (r, r))
try:
    hash(r)
except TypeError as e:
    print("TypeError:", e)
try:
    len(Range(1, 0)), print(len(Range(3, 0)))
except ValueError as e:
    print("ValueError:", e)
if Range(2, 2):
    print("truthy")
else:
    print("empty range is falsy")


class NoLen:
    pass


print(bool(NoLen()))
try:
    len(NoLen())
except TypeError as e:
    print("TypeError:", e)
