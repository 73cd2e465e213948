funcs = []
for i in range(3):
    funcs.append(lambda: i)
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
def make():
    out = []
    for k in range(3):
        def f(k=k):
            return k * 10
        out.append(f)
    return out
print([f() for f in make()])
