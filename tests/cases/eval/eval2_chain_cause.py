def f():
    try:
        1/0
    except ZeroDivisionError as e:
        raise RuntimeError('r') from e
f()
