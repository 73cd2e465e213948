# hash() of a shared generic alias t = tuple[t, t] nested 80 deep.
# Each walk charges one op per node (pe_seq_enter_recursive); before, nothing charged
# nor read the clock and this ran for ever under the default limits.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 200
t = int
for _ in range(80):
    t = tuple[t, t]
print(hash(t))
