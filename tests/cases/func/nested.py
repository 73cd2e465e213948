def outer(x):
    def inner(y):
        return x + y
    return inner(10) * 2
print(outer(1), outer(5))
