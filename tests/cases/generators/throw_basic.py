def g():
    try:
        yield 1
    except ValueError as e:
        print("caught", e)
        yield 2
    yield 3
it = g()
print(next(it))
print(it.throw(ValueError("boom")))
print(next(it))
