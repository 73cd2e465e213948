def g():
    try:
        raise ValueError("held")
    except ValueError:
        yield "inside handler"
        try:
            raise KeyError("k")
        except KeyError as e:
            print("context:", repr(e.__context__))
it = g()
print(next(it))
try:
    raise IndexError("outer")
except IndexError as e:
    print("outer context:", repr(e.__context__))
for x in it:
    pass
