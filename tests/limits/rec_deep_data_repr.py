# repr of a list nested 100,000 deep: RecursionError as in CPython.
# expect-stderr: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# expect-exit: 1
# time-bound: 5
l = []
for i in range(100000):
    l = [l]
print(repr(l))
