# list.extend with a 1,000,000-item list copies (and charges) every item.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
l = [0] * 1000000
for i in range(2000):
    m = []
    m.extend(l)
