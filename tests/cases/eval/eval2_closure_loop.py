fs = [lambda: i for i in range(3)]
print([f() for f in fs])
