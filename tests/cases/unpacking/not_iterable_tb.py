def f(v):
    a, b = v
    return a
print(f([1, 2]))
f(3)
