def gen():
    for i in range(3):
        yield i
g = gen()
print(next(g))
print(list(g))
def counter():
    n = 0
    while True:
        cmd = yield n
        if cmd == "reset":
            n = 0
        else:
            n += 1
c = counter()
print(next(c), next(c), next(c), c.send("reset"), next(c))
c.close()
print(next(c, "closed"))
