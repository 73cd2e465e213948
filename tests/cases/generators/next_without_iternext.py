def g():
    yield from 5
try:
    list(g())
except TypeError as e:
    print(e)
