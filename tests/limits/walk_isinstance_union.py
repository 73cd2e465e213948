# isinstance() against a shared tuple with unions at the leaves.
# Each walk charges one op per node (pe_seq_enter_recursive); before, nothing charged
# nor read the clock and this ran for ever under the default limits.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# rss-bound: 200
t = int | bytes
for _ in range(80):
    t = (t, t)
print(isinstance('x', t))
