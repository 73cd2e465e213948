def t(f):
    try:
        f()
    except TypeError as e:
        print(e)
def a():
    return [1] * [2]
def b():
    return {} + {}
def c():
    return 1.5 // "x"
def d():
    return None ** 2
def e():
    return "x" % ()
def g():
    return (1,) < [1]
def h():
    return 2 ** "x"
def i():
    return 1 & 1.0
def j():
    return ~1.5
def k():
    return [1] - [1]
for f in [a, b, c, d, e, g, h, i, j, k]:
    t(f)
