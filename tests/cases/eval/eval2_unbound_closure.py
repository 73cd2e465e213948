def f():
    def g():
        return y
    return g()
    y = 1
f()
