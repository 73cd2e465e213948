log = []
def default(tag):
    log.append(tag)
    return tag
def f(a=default("a"), *, b=default("b")):
    return a, b
print(log)
print(f(), f(1), f(b=2), log)
def g(x, seen=set()):
    seen.add(x)
    return len(seen)
print(g(1), g(2), g(1))
