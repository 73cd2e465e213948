# repr of deques nested 200,000 deep is a clean RecursionError; a self-referencing
# deque prints [...].
# expect-stdout: deque([[...], 1])
# expect-stdout: RecursionError
# expect-exit: 0
# time-bound: 5
from collections import deque
s = deque(); s.append(s); s.append(1)
print(s)
d = deque()
for i in range(200000):
    d = deque([d])
try:
    repr(d)
except RecursionError as e:
    print(type(e).__name__)
del d
