log = []
def v(x):
    log.append(x)
    return x
r = v(1) - v(2) * v(3) ** v(4) // v(5) + (v(6) if v(7) else v(8))
print(r, log)
log.clear()
r = v([1]) + v([2]) * v(2)
print(r, log)
log.clear()
r = -v(3) + ~v(4)
print(r, log)
