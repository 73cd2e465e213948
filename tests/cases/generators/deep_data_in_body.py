# Deep data inside a generator body (a small C stack): repr, str, ==, format of a
# list nested 900 and 100,000 deep end as in CPython (RecursionError at the limit).
def mk(n):
    x = []
    for i in range(n):
        x = [x]
    return x

def g():
    for name, fn in [("repr", repr), ("eq", lambda a: a == mk(900)), ("str", str),
                     ("format", lambda a: "{}".format(a)), ("fstr", lambda a: f"{a!r}")]:
        for n in (900, 100000):
            a = mk(n)
            try:
                r = fn(a)
                yield name, n, "ok", len(r) if isinstance(r, str) else r
            except RecursionError as e:
                yield name, n, "RecursionError", str(e)

for t in g():
    print(t)
print([len(repr(mk(500))) for _ in range(2)])
