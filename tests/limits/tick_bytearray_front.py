# bytearray insert(0)/pop(0) move every byte after the index: charged per 64.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
b = bytearray(3000000)
for i in range(2000000):
    b.insert(0, 1)
    b.pop(0)
