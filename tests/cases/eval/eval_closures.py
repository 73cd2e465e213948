def mk():
    fs = []
    for i in range(3):
        fs.append(lambda i=i: i * 2)
    return fs
print([f() for f in mk()])
def counter():
    c = 0
    def inc():
        nonlocal c
        c += 1
        return c
    return inc
c = counter(); c(); print(c())
