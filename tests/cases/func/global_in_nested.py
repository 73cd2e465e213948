g = 0
def outer():
    def inner():
        global g
        g = 42
    inner()
outer()
print(g)
