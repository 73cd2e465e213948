def g():
    try:
        yield 1
    except GeneratorExit:
        print("exiting")
        raise
it = g()
next(it)
it.close()
print("ok")
