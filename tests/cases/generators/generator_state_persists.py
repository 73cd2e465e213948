def g():
    data = {}
    i = 0
    while True:
        key = yield data
        data[key] = i
        i += 1
it = g()
next(it)
it.send("a")
print(it.send("b"))
