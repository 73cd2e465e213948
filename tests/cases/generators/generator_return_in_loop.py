def g():
    for i in range(10):
        if i == 3:
            return i * 100
        yield i
it = g()
out = []
while True:
    try:
        out.append(next(it))
    except StopIteration as e:
        out.append(("ret", e.value))
        break
print(out)
