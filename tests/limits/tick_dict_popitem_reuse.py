# d[k] = v; d.popitem() in a loop: popitem frees entry slots whose index slots stay
# DUMMY; they used to fill the table until probing never ended (a hang inside one
# insertion, beyond any limit). Now the loop just runs until the operation limit.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
d = {}
for i in range(100000000):
    d[i] = i
    d.popitem()
