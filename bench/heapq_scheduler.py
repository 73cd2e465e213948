# heapq: a discrete-event scheduler and a k-way merge - heappush/heappop of tuples,
# heapreplace, nsmallest/nlargest with keys, merge of sorted runs.
import heapq

events = []
seq = 0
state = 1
for i in range(120000):
    state = (state * 1103515245 + 12345) % 2 ** 31
    heapq.heappush(events, (state % 100000, seq, i))
    seq += 1
done = 0
check = 0
while events:
    t, s, job = heapq.heappop(events)
    done += 1
    check = (check * 31 + job) % 1000003
    if job % 5 == 0 and t < 90000:
        heapq.heappush(events, (t + 1000 + job % 977, seq, job + 1))
        seq += 1
vals = [(i * 7919) % 100003 for i in range(300000)]
h = vals[:1000]
heapq.heapify(h)
for v in vals[1000:]:
    if v > h[0]:
        heapq.heapreplace(h, v)
top = heapq.nlargest(10, vals)
low = heapq.nsmallest(10, vals, key=lambda v: (v % 1000, v))
runs = [sorted(vals[i::20]) for i in range(20)]
merged = list(heapq.merge(*runs))
print(done, check, sum(h), top[:3], low[:3], merged[:3], merged[-1], len(merged))
