def f():
    def g():
        return v
    v = 3
    return g()
print(f())
