# A list that grows while a for loop walks it.
# pyeval: --max-memory 64M
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
l = [0]
for x in l:
    l.append(x)
