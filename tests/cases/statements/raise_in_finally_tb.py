def f():
    try:
        raise ValueError("first")
    finally:
        raise KeyError("second")
f()
