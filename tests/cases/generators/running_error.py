def g():
    yield next(me)
me = g()
try:
    next(me)
except ValueError as e:
    print(e)
