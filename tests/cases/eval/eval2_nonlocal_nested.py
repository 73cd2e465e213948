def a():
    x = 1
    def b():
        def c():
            nonlocal x
            x += 10
        c()
    b()
    return x
print(a())
