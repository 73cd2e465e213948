def f():
    raise ValueError("v")
def g():
    try:
        f()
    except ValueError as e:
        raise ExceptionGroup("many", [e, TypeError("t"), ExceptionGroup("in", [KeyError("k")])])
g()
