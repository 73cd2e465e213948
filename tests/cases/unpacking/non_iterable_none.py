def f():
    pass
x, y = f()
