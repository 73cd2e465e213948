def tree(n):
    if n == 0:
        return
    yield from tree(n - 1)
    yield n
    yield from tree(n - 1)
print(list(tree(4)))
def flatten(x):
    if isinstance(x, list):
        for y in x:
            yield from flatten(y)
    else:
        yield x
print(list(flatten([1, [2, [3, [4, [5]]]], 6])))
