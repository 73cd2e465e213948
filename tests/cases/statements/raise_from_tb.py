def f():
    try:
        int("x")
    except ValueError as e:
        raise RuntimeError("wrapped") from e
f()
