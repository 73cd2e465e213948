def show(fn):
    try:
        fn()
    except TypeError as e:
        print(e)
def a():
    return 1 + "x"
def b():
    return "x" + 1
def c():
    return [1] + (1,)
def d():
    n = None
    return n()
def e():
    return len(5)
def f():
    return "x" * "y"
def g():
    return 1 < None
def h():
    return -[1]
def i():
    return {}[[1]]
def j():
    return (1, 2)[0] + "s"
for fn in [a, b, c, d, e, f, g, h, i, j]:
    show(fn)
