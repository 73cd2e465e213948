# Counter arithmetic over a million keys is charged per key: a loop of it ends at the
# operation limit.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# pyeval: --max-ops 3000000
# time-bound: 10
from collections import Counter
c = Counter(range(300000))
while True:
    c = (c + c) - Counter({0: 1})
    c |= c
