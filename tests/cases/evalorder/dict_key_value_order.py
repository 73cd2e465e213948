log = []
def k(x):
    log.append(("key", x))
    return x
def v(x):
    log.append(("value", x))
    return x
d = {k(1): v("a"), k(2): v("b")}
print(log)
log.clear()
d = {k(i): v(i) for i in range(2)}
print(log)
