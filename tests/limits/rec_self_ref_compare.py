# Two self-containing lists compared: RecursionError as in CPython.
# expect-stderr: RecursionError: maximum recursion depth exceeded in comparison
# expect-exit: 1
# time-bound: 5
a = []
a.append(a)
b = []
b.append(b)
print(a == b)
