log = []
def v(x):
    log.append(x)
    return x
print(v(0) and v(1), log)
log.clear()
print(v(1) and v(0) and v(2), log)
log.clear()
print(v("") or v([]) or v(0), log)
log.clear()
print(v(1) or v(2), log)
log.clear()
print(not v(0) and v("x") or v("y"), log)
