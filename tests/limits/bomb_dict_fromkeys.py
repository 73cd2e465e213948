# dict.fromkeys of a huge range.
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
d = dict.fromkeys(range(10 ** 10))
