# A list concatenated with itself forever.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
l = [0]
while True:
    l = l + l
