log = []
def v(x):
    log.append(x)
    return x
print(v(1) < v(2) < v(3), log)
log.clear()
print(v(3) < v(2) < v(1), log)
log.clear()
print(v(1) == v(1) != v(2) is not None, log)
log.clear()
print(v(1) in v([1, 2]) in v([[1, 2]]), log)
