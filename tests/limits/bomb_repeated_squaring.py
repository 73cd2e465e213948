# A number squared forever: by size or by its growing charges.
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
x = 3
while True:
    x = x * x
