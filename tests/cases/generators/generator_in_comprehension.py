def g(n):
    for i in range(n):
        yield i
print([x * 2 for x in g(4)])
print({x: x * x for x in g(3)})
print(list(y for x in g(3) for y in g(x)))
