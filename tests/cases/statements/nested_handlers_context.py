try:
    try:
        raise ValueError("one")
    except ValueError:
        try:
            raise TypeError("two")
        except TypeError:
            raise KeyError("three")
except KeyError as e:
    print(repr(e), repr(e.__context__), repr(e.__context__.__context__))
