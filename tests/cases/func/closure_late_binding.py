def make():
    fs = []
    for i in range(3):
        def f():
            return i
        fs.append(f)
    return fs
for f in make():
    print(f())
