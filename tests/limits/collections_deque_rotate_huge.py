# Rotations are charged by the slots they move (n is reduced modulo the length first).
# expect-stdout: cheap
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
from collections import deque
d = deque(range(10 ** 6))
for k in range(1000):
    d.rotate(10 ** 12 * len(d))   # a whole number of turns: no work
print('cheap')
while True:
    d.rotate(len(d) // 2)
    d.rotate(-(len(d) // 2) + 1)
