# Sorting records (tuples of ints, floats, strs) with stability, reverse, mixed and
# unordered items: the fast tuple path must agree with the generic comparison.
nan = float("nan")
recs = [((i * 7) % 5, "k%d" % ((i * 3) % 4), i) for i in range(20)]
print(sorted(recs))
print(sorted(recs, key=lambda r: (r[1], -r[2]), reverse=True))
print(sorted([(1, "b"), (1, "a"), (0, "z"), (1,), (), (1, "a", 0)]))
print(sorted([(1.5, "x"), (1, "y"), (True, "w"), (1.0, "v"), (-0.0, "u"), (0, "t")]))
print(sorted([("é", 1), ("e", 2), ("ß", 3), ("z", 4), ("", 5), ("\U0001f600", 6)]))
print(sorted([(2, nan), (1, 5.0), (2, 1.0), (0, nan)])[:2])
x = (nan, 1)
print(sorted([x, x, (0.0, 2)])[0] == (0.0, 2))
print(sorted([(1, [2]), (1, [1]), (0, [3])]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([(1, None), (1, None)])
    print("equal Nones sort fine")
except TypeError as e:
    print("TypeError:", e)
class K(str):
    def __lt__(self, other):
        return len(self) < len(other)
print(sorted([(1, K("ccc")), (1, K("a")), (1, K("bb"))]))
big = [(i % 3, float(i % 7), str(i % 5)) for i in range(300)]
print(sorted(big)[::37], sorted(big, reverse=True)[::41])
