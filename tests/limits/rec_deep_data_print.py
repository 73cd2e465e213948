# print of a dict nested 100,000 deep.
# expect-stderr: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# expect-exit: 1
# time-bound: 5
d = {}
for i in range(100000):
    d = {'k': d}
print(d)
