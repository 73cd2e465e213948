def a():
    b()
def b():
    c()
def c():
    raise IndexError("deep")
a()
