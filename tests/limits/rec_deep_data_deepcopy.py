# copy.deepcopy of a list nested 100,000 deep.
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
import copy
l = []
for i in range(100000):
    l = [l]
copy.deepcopy(l)
