def f():
        if True:
            x = 1
    return x
