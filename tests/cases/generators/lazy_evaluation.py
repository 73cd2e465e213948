def g():
    print("started")
    yield 1
    print("resumed")
    yield 2
    print("finishing")
it = g()
print("created")
print(next(it))
print(next(it))
print(next(it, "end"))
