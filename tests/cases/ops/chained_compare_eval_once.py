def f(v):
    print("eval", v)
    return v
print(f(1) < f(2) < f(3))
print(f(3) < f(2) < f(1))
