def outer():
    def inner(x):
        return x
    return inner(y=1)
outer()
