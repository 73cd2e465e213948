def g():
    try:
        yield 1
    except ValueError as e:
        raise KeyError("converted") from e
it = g()
next(it)
try:
    it.throw(ValueError("orig"))
except KeyError as e:
    print(repr(e), repr(e.__cause__))
