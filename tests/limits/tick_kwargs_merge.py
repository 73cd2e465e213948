# f(**d) checks each key against every name before it for duplicates: quadratic work,
# charged as such, so a call with 100,000 keywords stops at the limit.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
d = {'k%d' % i: i for i in range(100000)}
def f(**kw):
    return len(kw)
for i in range(2000):
    f(**d)
