# A string doubled forever.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
s = 'a'
while True:
    s += s
