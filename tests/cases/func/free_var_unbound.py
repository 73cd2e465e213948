def outer():
    def inner():
        return y
    r = inner()
    y = 1
    return r
outer()
