def g():
    try:
        yield from (x for x in range(5))
    except ValueError as e:
        yield ("caught", str(e))
it = g()
print(next(it))
print(it.throw(ValueError("v")))
