# A key function that mutates the list being sorted: CPython's ValueError.
# expect-stderr: ValueError: list modified during sort
# expect-exit: 1
# time-bound: 3
l = list(range(100))


def k(x):
    l.append(x)
    return x


l.sort(key=k)
