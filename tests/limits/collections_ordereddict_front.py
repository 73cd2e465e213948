# move_to_end(last=False) rebuilds the dict: charged per entry, so a loop of it ends
# at the operation limit.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# pyeval: --max-ops 3000000
# time-bound: 10
from collections import OrderedDict
o = OrderedDict.fromkeys(range(200000))
k = 0
while True:
    o.move_to_end(k % 200000, last=False)
    k += 7
