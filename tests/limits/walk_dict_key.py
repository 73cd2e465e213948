# A dict keyed by a shared tuple t = (t, t) nested 80 deep hashes it on store and on lookup.
# Each walk charges one op per node (pe_seq_enter_recursive); before, nothing charged
# nor read the clock and this ran for ever under the default limits.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 200
t = 1
for _ in range(80):
    t = ((t, 1), (t, 2))
d = {}
try:
    d[t] = 1
except Exception:
    pass
print(t in d)
