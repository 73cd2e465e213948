ge = (x * 10 for x in range(4))
try:
    ge.send(1)
except TypeError as e:
    print(e)
print(ge.send(None))
print(ge.send("ignored"))
print(list(ge))
try:
    ge.send(None)
except StopIteration:
    print("stop")
