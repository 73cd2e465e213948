def f():
    global zz
    return zz
f()
