# bytes doubled forever.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
b = b'a'
while True:
    b = b * 2
