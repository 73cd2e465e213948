cases = [
    ("{}", (), {}),
    ("{0}{}", (1, 2), {}),
    ("{}{0}", (1, 2), {}),
    ("{a}", (), {}),
    ("{0.nope}", (1,), {}),
    ("{0[5]}", ([1],), {}),
    ("{", (), {}),
    ("}", (), {}),
    ("{0!x}", (1,), {}),
    ("{:d}", ("s",), {}),
]
for fmt, a, k in cases:
    try:
        print(repr(fmt.format(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
