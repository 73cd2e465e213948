def g():
    try:
        x = yield 1
    except ValueError:
        yield "except"
    else:
        yield ("else", x)
    finally:
        yield "finally"
print(list(g()))
it = g()
next(it)
print(it.throw(ValueError), next(it))
