def f():
    try:
        raise ValueError("original")
    finally:
        raise KeyError("replacement")
try:
    f()
except KeyError as e:
    print(repr(e), repr(e.__context__))
