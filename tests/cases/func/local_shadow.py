x = "global"
def f():
    x = "local"
    return x
def g():
    return x
print(f(), g(), x)
