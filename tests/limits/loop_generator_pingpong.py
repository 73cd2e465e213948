# Two generators feeding each other through send() forever.
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
def echo():
    v = None
    while True:
        v = yield v


a = echo()
next(a)
n = 0
while True:
    n = a.send(n + 1)
