f = lambda: (yield 1)
g = f()
print(next(g))
try:
    g.send("ret")
except StopIteration as e:
    print("value", e.value)
