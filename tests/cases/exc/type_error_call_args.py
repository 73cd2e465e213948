def g(x, y=1):
    return x
print(g(1))
g()
