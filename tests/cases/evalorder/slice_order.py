log = []
def v(x):
    log.append(x)
    return x
l = list(range(10))
print(v(l)[v(1):v(8):v(2)], log)
log.clear()
l[v(0):v(2)] = v([7, 7, 7])
print(l, log)
