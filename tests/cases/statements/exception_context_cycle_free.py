try:
    try:
        raise ValueError("a")
    except ValueError as a:
        raise a
except ValueError as b:
    print(b.__context__)
