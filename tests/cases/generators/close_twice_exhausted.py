def g():
    yield 1
it = g()
print(list(it))
print(it.close(), it.close())
