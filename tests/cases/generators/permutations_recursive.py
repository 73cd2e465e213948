def perms(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i, x in enumerate(items):
        for rest in perms(items[:i] + items[i + 1:]):
            yield [x] + rest
print(list(perms([1, 2, 3])))
print(sum(1 for _ in perms(list(range(6)))))
