def f(a, b, c=0): return a + b + c
args = [1, 2]
kw = {'c': 3}
print(f(*args, **kw), f(*[1], b=5))
