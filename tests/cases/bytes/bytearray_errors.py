for args in [('x',), (-1,), ([300],), (1.5,)]:
    try:
        print(bytearray(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
