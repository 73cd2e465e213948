def f(a, b, /, c, *, d, e=5):
    return a, b, c, d, e
class K:
    def m(self, x, *, y):
        return x, y
    class Inner:
        def deep(self, q):
            return q
def outer():
    def inner(p, q=1, *args, r, **kw):
        return p
    return inner
calls = [
    lambda: f(1, 2, 3, d=4),
    lambda: f(1, 2, c=3, d=4, e=6),
    lambda: f(1, 2, 3),
    lambda: f(1),
    lambda: f(),
    lambda: f(1, b=2, c=3, d=4),
    lambda: f(1, 2, 3, 4, d=5),
    lambda: f(1, 2, 3, d=4, z=9),
    lambda: f(1, 2, 3, c=3, d=4),
    lambda: K().m(),
    lambda: K().m(1),
    lambda: K().m(1, 2, y=3),
    lambda: K.m(x=1, y=2),
    lambda: K.Inner().deep(),
    lambda: outer()(),
    lambda: outer()(1),
    lambda: outer()(1, 2, 3, r=1, s=2),
    lambda: (lambda x, y: x)(1),
    lambda: (lambda: 0)(1),
    lambda: (lambda *, k: k)(),
    lambda: f(1, 2, 3, 4, 5, 6),
    lambda: (lambda a, b=1: a)(1, 2, 3),
    lambda: (lambda a, b, c, d: 0)(),
    lambda: (lambda a, /: a)(a=1),
    lambda: (lambda a, /, **kw: (a, kw))(1, a=2),
    lambda: (lambda *, a, b, c: 0)(b=1),
    lambda: K().m(1, x=2, y=3),
]
for c in calls:
    try:
        print(c())
    except TypeError as e:
        print("TypeError:", e)
