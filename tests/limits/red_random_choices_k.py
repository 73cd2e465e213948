# random.choices with k=10**10: every draw is charged; the operation budget (or the
# memory limit) ends it, the host is never flooded.
# expect-stderr: limit exceeded
# expect-exit: 3
# pyeval: --max-ops 2000000
# time-bound: 10
# forbid-stdout: unreachable
import random
random.seed(1)
x = random.choices("abc", k=10 ** 10)
print("unreachable")
