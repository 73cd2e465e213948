def g():
    try:
        yield 1
    except GeneratorExit:
        print("in handler")
        yield 2
it = g()
next(it)
del it
print("still running")
raise KeyError("end")
