def g():
    yield 1
it = g()
list(it)
try:
    it.throw(ValueError("late"))
except ValueError as e:
    print("late", e)
