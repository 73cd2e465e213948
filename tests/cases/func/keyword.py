def f(a, b, c):
    return (a, b, c)
print(f(1, 2, 3), f(1, c=3, b=2), f(c=1, a=2, b=3))
