def f():
    pass
def g():
    return
print(f(), g())
