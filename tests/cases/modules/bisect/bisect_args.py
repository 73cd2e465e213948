# bisect's lo/hi/key handling and messages: hi=None and hi=-1 mean len(a), other
# negative hi returns lo, lo past the end, keyword forms, non-list sequences, tuples.
import bisect

a = [1, 2, 4, 4, 4, 8, 9]
for lo, hi in ((0, None), (0, -1), (2, 5), (3, 3), (5, 2), (0, -5), (10, None), (0, 100 - 93)):
    print(lo, hi, bisect.bisect_left(a, 4, lo, hi), bisect.bisect_right(a, 4, lo=lo, hi=hi))
print(bisect.bisect((1, 3, 5), 3), bisect.bisect_left("aceg", "d"), bisect.bisect(range(0, 100, 5), 42))
print(bisect.bisect_left(a, 5, key=lambda v: v), bisect.bisect_right([("a", 1), ("b", 2)], 1, key=lambda t: t[1]))
b = []
for v in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort_left(b, v)
    bisect.insort_right(b, v + 0.5, 0)
print(b)
c = [("x", 3), ("y", 1)]
c.sort(key=lambda t: t[1])
bisect.insort(c, ("z", 2), key=lambda t: t[1])
bisect.insort_left(c, ("w", 2), key=lambda t: t[1])
print(c)


def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("lo negative", lambda: bisect.bisect(a, 1, -1))
attempt("lo kw negative", lambda: bisect.insort(a, 1, lo=-2))
attempt("lo str", lambda: bisect.bisect(a, 1, "x"))
attempt("hi str", lambda: bisect.bisect(a, 1, 0, "x"))
attempt("hi float", lambda: bisect.bisect(a, 1, 0, 2.0))
attempt("lo huge", lambda: bisect.bisect(a, 1, 2 ** 70))
attempt("too many", lambda: bisect.bisect(a, 1, 0, 2, None))
attempt("bad kw", lambda: bisect.bisect(a, 1, nope=1))
attempt("no args", lambda: bisect.bisect_left())
attempt("x and a kw", lambda: bisect.bisect_left(x=2, a=[1, 2, 3]))
attempt("not seq", lambda: bisect.bisect(5, 1))
attempt("hi past end", lambda: bisect.bisect([1, 2], 3, 0, 5))
attempt("uncomparable", lambda: bisect.bisect([1, 2], "a"))
attempt("insort tuple", lambda: bisect.insort((1, 2), 3))
attempt("key raises", lambda: bisect.bisect([1, 2], 1, key=lambda v: 1 / 0))
