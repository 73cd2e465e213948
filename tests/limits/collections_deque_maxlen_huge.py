# A deque with a huge maxlen is fine; filling it stops at a limit, and a repeat whose
# size is known is refused before it is allocated.
# expect-stdout: ok None 1000000000000000000
# expect-stdout: refused MemoryError
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
from collections import deque
d = deque(maxlen=10 ** 18)
e = deque([1, 2], maxlen=10 ** 18)
print('ok', deque().maxlen, d.maxlen)
try:
    e * (10 ** 17)
except MemoryError as ex:
    print('refused', type(ex).__name__)
x = deque([0] * 1000)
x *= 10 ** 9
