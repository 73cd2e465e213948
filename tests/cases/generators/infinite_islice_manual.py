def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
out = []
for i, v in enumerate(fib()):
    if i == 20:
        break
    out.append(v)
print(out)
