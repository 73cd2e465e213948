log = []
def deco(tag):
    log.append(f"make {tag}")
    def wrap(fn):
        log.append(f"wrap {tag} {fn.__name__}")
        def inner(*a):
            return f"{tag}({fn(*a)})"
        return inner
    return wrap
@deco("A")
@deco("B")
def base(x):
    return x
print(log)
print(base(1))
def counting(fn):
    fn.calls = 0
    def w(*a, **k):
        w.calls += 1
        return fn(*a, **k)
    w.calls = 0
    return w
@counting
def sq(x):
    return x * x
sq(2); sq(3)
print(sq.calls)
