def g():
    yield
    yield None
print(list(g()))
