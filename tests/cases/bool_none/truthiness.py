vals = [0, 1, -1, 0.0, 0.5, "", "0", [], [0], (), (0,), {}, {1: 2}, None, True, False]
for v in vals:
    if v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
