def g(items):
    for item in items:
        match item:
            case int(n) if n > 0:
                yield ("pos", n)
            case str(s):
                yield ("str", s)
            case _:
                yield ("other", item)
print(list(g([1, -1, "x", None])))
