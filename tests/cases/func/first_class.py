def square(x):
    return x * x
def apply(f, v):
    return f(v)
def neg(x):
    return -x
ops = [square, neg, str]
for op in ops:
    print(apply(op, -4))
