def g(*, start=0, stop):
    yield from range(start, stop)
print(list(g(stop=3)), list(g(start=2, stop=5)))
try:
    g()
except TypeError as e:
    print(e)
