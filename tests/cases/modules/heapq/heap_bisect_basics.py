# heapq and bisect over seeded random data: pushes, pops, nlargest/nsmallest ties,
# merge, and the messages of bad calls.
import heapq, bisect, random
random.seed(3)
h = []
for x in [random.randrange(50) for _ in range(40)]:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(10)], h)
l = [random.random() for _ in range(30)]; heapq.heapify(l); print(l[:5])
print(heapq.heapreplace(l, 0.5), heapq.heappushpop(l, 0.1), heapq.heappushpop(l, 0.9))
data = [(random.randrange(5), i) for i in range(40)]
print(heapq.nlargest(5, data), heapq.nsmallest(5, data), heapq.nsmallest(3, data, key=lambda t: t[0]))
print(heapq.nlargest(3, [x[0] for x in data], key=lambda v: -v), heapq.nlargest(1, []), heapq.nsmallest(100, [3,1,2]))
print(list(heapq.merge([1,3,5],[2,4,6],[0,7])), list(heapq.merge([5,3,1],[4,2], reverse=True)), list(heapq.merge(['a','bbb'],['cc','dddd'], key=len)))
a = [1,2,2,2,3,5]
print(bisect.bisect(a, 2), bisect.bisect_left(a, 2), bisect.bisect_right(a, 2, 1, 3), bisect.bisect_left(a, 4, hi=-1))
bisect.insort(a, 2.5); bisect.insort_left(a, 2); print(a)
print(bisect.bisect([(1,'a'),(3,'b')], 2, key=lambda t: t[0]))
for bad in [lambda: heapq.heappush((), 1), lambda: heapq.heappop([]), lambda: bisect.bisect(a, 1, -1), lambda: heapq.heapreplace([], 1), lambda: bisect.bisect(a), lambda: heapq.heappop(), lambda: heapq.heappush([]), lambda: bisect.bisect(a, 1, lo="x"), lambda: bisect.insort(1, 1)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
print(bisect.bisect is bisect.bisect_right, bisect.insort is bisect.insort_right)
