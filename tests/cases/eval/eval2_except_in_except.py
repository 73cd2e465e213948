try:
    try:
        1/0
    except ZeroDivisionError:
        [][0]
except IndexError as e:
    print('outer', e, type(e.__context__).__name__)
