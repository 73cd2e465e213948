# An f-string width far past the limit.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 2
w = 10 ** 12
s = f'{"x":>{w}}'
