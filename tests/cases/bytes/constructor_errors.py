for args in [('x',), (-1,), ([256],), ([-1],), (['a'],), (1.5,), (b'x', 'utf-8'), ('x', 1)]:
    try:
        print(bytes(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
bytes(None)
