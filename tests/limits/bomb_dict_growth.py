# A dict grown forever hits the memory limit (budget off).
# pyeval: --max-ops 0 --max-memory 32M
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
d = {}
i = 0
while True:
    d[i] = i
    i += 1
