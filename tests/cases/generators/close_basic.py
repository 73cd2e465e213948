def g():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
it = g()
print(next(it))
print(it.close())
print(it.close())
print(next(it, "closed"))
