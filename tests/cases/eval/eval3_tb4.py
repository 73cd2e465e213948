def f():
    try:
        raise ValueError("first")
    except ValueError:
        raise
f()
