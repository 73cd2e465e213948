def helper():
    return 1 / 0
def g():
    yield 1
    yield helper()
for x in g():
    print(x)
