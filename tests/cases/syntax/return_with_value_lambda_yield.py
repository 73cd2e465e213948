x = lambda: (yield)
y = 1
def g():
    return
return y
