def g():
    yield 1
it = g()
print(bool(it))
print(hasattr(it, "send"), hasattr(it, "throw"), hasattr(it, "close"))
print(callable(it.send))
