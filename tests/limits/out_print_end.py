# A huge end= argument.
# expect-stderr: output limit exceeded
# expect-exit: 3
# time-bound: 5
print('a', end='z' * 10 ** 7)
