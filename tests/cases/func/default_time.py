v = 10
def f(x=v):
    return x
v = 20
print(f(), v)
