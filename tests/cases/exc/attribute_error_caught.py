for v in [1, "s", [], {}, None, 1.5, (1,)]:
    try:
        v.missing_attr
    except AttributeError as e:
        print(e)
