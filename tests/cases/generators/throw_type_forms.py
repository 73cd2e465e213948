def g():
    while True:
        try:
            yield
        except Exception as e:
            print(type(e).__name__, e.args)
it = g()
next(it)
it.throw(ValueError)
it.throw(ValueError, "msg")
it.throw(ValueError, ("a", "b"))
it.throw(ValueError("inst"))
try:
    it.throw(ValueError("x"), "y")
except TypeError as e:
    print(e)
try:
    it.throw(3)
except TypeError as e:
    print(e)
