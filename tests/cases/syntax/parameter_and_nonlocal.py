def outer():
    def f(x):
        nonlocal x
