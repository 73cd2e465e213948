for arg in [42, None, [1, "a"], (1,), 1.5]:
    try:
        raise ValueError(arg)
    except ValueError as e:
        print(str(e))
raise ValueError([1, "a"])
