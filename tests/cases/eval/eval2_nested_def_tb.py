def a():
    b()
def b():
    c = lambda: 1 / 0
    c()
a()
