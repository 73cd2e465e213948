def a():
    x = 1
    def b():
        nonlocal x
        x += 10
        def c():
            nonlocal x
            x *= 2
        c()
    b()
    return x
print(a())
