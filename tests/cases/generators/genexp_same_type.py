def g():
    yield 1
ge = (x for x in [1])
print(type(g()) is type(ge))
print(repr(ge).startswith("<generator object <genexpr> at"))
print(ge.send(None))
print(next(ge, "end"))
