# == of two lists nested 100,000 deep.
# expect-stderr: RecursionError: maximum recursion depth exceeded in comparison
# expect-exit: 1
# time-bound: 5
a = []
b = []
for i in range(100000):
    a = [a]
    b = [b]
print(a == b)
