# list(range(10**10)) is refused by size.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
x = list(range(10 ** 10))
