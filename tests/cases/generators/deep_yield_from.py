def chain(n):
    if n == 0:
        yield "bottom"
        return 0
    r = yield from chain(n - 1)
    return r + 1
g = chain(200)
print(next(g))
try:
    next(g)
except StopIteration as e:
    print(e.value)
