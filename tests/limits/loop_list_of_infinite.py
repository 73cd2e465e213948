# list() of an endless iterator stops at the budget or the memory limit, never the OS.
# pyeval: --max-ops 2000000 --max-memory 64M
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
x = list(iter(int, 1))
