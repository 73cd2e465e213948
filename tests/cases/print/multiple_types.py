print(1, 2.0, "s", None, True, [1], (2,), {3: 4})
