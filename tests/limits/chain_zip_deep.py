# zip(zip(...)) 100,000 deep.
# expect-stdout: 1
# expect-exit: 0
# time-bound: 5
m = [1]
for i in range(10 ** 5):
    m = zip(m)
print(len(list(m)))
