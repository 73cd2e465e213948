def show(tag, v):
    print(tag)
    return v
def f(a, b, c):
    return a + b + c
print(f(show("first", 1), show("second", 2), c=show("third", 3)))
