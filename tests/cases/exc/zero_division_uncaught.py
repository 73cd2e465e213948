def f(a, b):
    return a // b
print("before")
print(f(1, 0))
