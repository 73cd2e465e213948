def g():
    try:
        yield 1
    except GeneratorExit:
        print("got GeneratorExit")
        yield "after"
it = g()
next(it)
print(it.throw(GeneratorExit))
