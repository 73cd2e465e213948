def f(*args, **kwargs):
    return args, sorted(kwargs.items())
def g():
    yield 1
    yield 2
print(f(*g(), *g()))
print(f(*range(3), 9, *[], **{}, **dict(a=1)))
print(f(*{"k": 1}))
print(f(**dict.fromkeys("ab", 0)))
