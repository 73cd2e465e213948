def g():
    try:
        raise ValueError("inside")
    except ValueError:
        yield 1
        try:
            raise KeyError("k")
        except KeyError as e:
            print("context:", repr(e.__context__))
        yield 2
it = g()
print(next(it))
try:
    raise TypeError("outer")
except TypeError as e:
    print(next(it), repr(e.__context__))
