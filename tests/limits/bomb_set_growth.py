# A set grown forever hits the memory limit (budget off).
# pyeval: --max-ops 0 --max-memory 32M
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
s = set()
i = 0
while True:
    s.add(i)
    i += 1
