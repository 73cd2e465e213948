# heapq's argument errors and edge cases: keywords refused, list subclasses, n <= 0
# and n larger than the data in nlargest/nsmallest, iterators without len, keys.
import heapq


class L(list):
    pass


h = L([5, 3, 9, 1])
heapq.heapify(h)
print(type(h).__name__, h, heapq.heappop(h), heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h)
for n in (-1, 0, 1, 2, 10):
    print(n, heapq.nlargest(n, [3, 1, 4, 1, 5]), heapq.nsmallest(n, iter([3, 1, 4, 1, 5])),
          heapq.nlargest(n, (x for x in "hello"), key=ord), heapq.nsmallest(n, {}, key=len))
print(heapq.nsmallest(2, [[2], [1], [1]], key=len), heapq.nlargest(3, [(1, "b"), (1, "a"), (0, "z")]))
print(list(heapq.merge([1, 4], [2, 3], [0, 5], key=lambda v: v % 3)))
print(list(heapq.merge("ace", "bdf")), list(heapq.merge([3, 2], [1], key=None, reverse=True)))


def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("push kw", lambda: heapq.heappush(heap=[], item=1))
attempt("pop kw", lambda: heapq.heappop(heap=[]))
attempt("heapify kw", lambda: heapq.heapify(x=[]))
attempt("pushpop 3", lambda: heapq.heappushpop([], 1, 2))
attempt("nlargest no n", lambda: heapq.nlargest())
attempt("nlargest bad iterable", lambda: heapq.nlargest(2, 5))
attempt("nsmallest str n", lambda: heapq.nsmallest("2", [1, 2, 3]))
attempt("merge bad", lambda: list(heapq.merge([1], 5)))
attempt("merge mixed", lambda: list(heapq.merge([1, 2], ["a"])))
attempt("heappush uncomparable", lambda: heapq.heappush([1], "a"))
attempt("replace empty", lambda: heapq.heapreplace([], 1))
