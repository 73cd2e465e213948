# deque(range(10**10)) takes one op per item and stops at a limit, never hangs.
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
from collections import deque
d = deque(range(10 ** 10))
print('not reached')
