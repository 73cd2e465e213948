# One print of 10 MB.
# expect-stderr: output limit exceeded
# expect-exit: 3
# time-bound: 5
print('x' * 10 ** 7)
