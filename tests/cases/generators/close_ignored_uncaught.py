def g():
    try:
        yield 1
    except GeneratorExit:
        yield 2
it = g()
next(it)
it.close()
