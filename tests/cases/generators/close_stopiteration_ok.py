def g():
    try:
        yield 1
    except GeneratorExit:
        raise StopIteration
it = g()
next(it)
print(it.close())
