for args in [('1', 2), (1, '2'), ([],), (1, []), (None,)]:
    try:
        print(complex(*args))
    except TypeError as e:
        print(e)
