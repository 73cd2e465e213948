def f(a, b=10, c=100):
    return a + b + c
print(f(1), f(1, 2), f(1, c=3), f(1, 2, 3), f(a=5, c=5))
