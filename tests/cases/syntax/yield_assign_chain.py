def f():
    x = yield = 1
