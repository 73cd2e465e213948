g = 1
def f():
    global g
    del g
f()
print("g" in globals())
def h():
    global g
    del g
h()
