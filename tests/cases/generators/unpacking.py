def g():
    yield 1
    yield 2
    yield 3
a, b, c = g()
print(a, b, c)
first, *rest = g()
print(first, rest)
print(*g())
print([*g(), *g()])
try:
    x, y = g()
except ValueError as e:
    print(e)
