def f(v):
    match v:
        case [a, b]:
            pass
        case _:
            a = b = None
    return a, b
print(f([1, 2]), f(5))
def g():
    match 1:
        case z:
            pass
    def inner():
        return z
    return inner()
print(g())
