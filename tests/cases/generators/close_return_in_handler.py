def g():
    try:
        yield 1
    except GeneratorExit:
        return 5
it = g()
next(it)
print(it.close())
