def g():
    try:
        yield 1
    finally:
        return "from finally"
it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print(e.value)
it = g()
next(it)
print(it.close())
