x = 1
def f():
    print(x)
    x = 2
f()
