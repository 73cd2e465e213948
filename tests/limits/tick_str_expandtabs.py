# expandtabs with a huge tab size writes (and charges) every space.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = '\t' * 1000
for i in range(2000):
    t = s.expandtabs(10000)
