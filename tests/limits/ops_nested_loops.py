# pyeval: --max-ops 200000
# expect-stderr: operation limit
# expect-exit-nonzero
# time-bound: 5
total = 0
for i in range(10 ** 6):
    for j in range(10 ** 6):
        total += j
print(total)
