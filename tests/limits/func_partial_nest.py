# partial of partial of ... 10000 deep is flattened (each level copies the args, charged
# as tuple concatenation), so the call is one call, never a recursion 10000 deep.
# pyeval: --timeout 0
# expect-stdout: 10000 True 9999
# expect-exit: 0
# time-bound: 10
import functools
p = max
for i in range(10000):
    p = functools.partial(p, i)
print(len(p.args), p.func is max, p())
