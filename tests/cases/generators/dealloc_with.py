class CM:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, *a):
        print("exit", a[0].__name__ if a[0] else None)
        return False
def g():
    with CM():
        yield 1
        yield 2
it = g()
next(it)
del it
print("done")
