def f():
    valuex = 1
    return valuey
print("calling")
f()
