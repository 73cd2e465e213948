def g():
    try:
        yield 1
    finally:
        print("not printed")
it = g()
it.close()
print(next(it, "closed"))
