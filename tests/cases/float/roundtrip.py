vals = [0.1, 0.2, 0.3, 1.1, 2.675, 1e100, 123.456, 9007199254740993.0]
for v in vals:
    print(repr(v), float(repr(v)) == v)
