def g():
    try:
        yield 1
    finally:
        raise ValueError("from finally")
it = g()
next(it)
try:
    it.close()
except ValueError as e:
    print("close raised", e, type(e.__context__).__name__)
