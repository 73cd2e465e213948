def echo():
    received = []
    while len(received) < 3:
        v = yield len(received)
        received.append(v)
    return received
g = echo()
next(g)
g.send("a")
g.send("b")
try:
    g.send("c")
except StopIteration as e:
    print(e.value)
