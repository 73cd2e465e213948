def g():
    yield from (x * x for x in range(5))
it = g()
print(next(it), next(it))
it.close()
print(list(it))
