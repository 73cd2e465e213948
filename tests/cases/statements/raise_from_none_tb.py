def f():
    try:
        {}["k"]
    except KeyError:
        raise ValueError("clean") from None
f()
