def g():
    try:
        raise ValueError("in gen")
    except ValueError as e:
        print("context:", repr(e.__context__))
    yield 1
    raise KeyError("second")
it = g()
try:
    raise TypeError("caller")
except TypeError:
    print(next(it))
try:
    next(it)
except KeyError as e:
    print("ctx", repr(e.__context__))
