def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total
g = acc()
print(g.send(None))
print(g.send(5))
print(g.send(10))
try:
    g.send(None)
except StopIteration as e:
    print("final", e.value)
