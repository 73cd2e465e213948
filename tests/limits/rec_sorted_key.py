# A sorted() key that recurses through sorted().
# expect-stderr: RecursionError: maximum recursion depth exceeded
# expect-exit: 1
# time-bound: 5
def k(x):
    return sorted([x], key=k)


sorted([1], key=k)
