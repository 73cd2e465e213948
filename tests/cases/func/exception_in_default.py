print("defining")
def f(x=1 // 0):
    return x
