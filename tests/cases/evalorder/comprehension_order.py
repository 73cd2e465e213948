log = []
def v(x):
    log.append(x)
    return x
r = [v((a, b)) for a in v([1, 2]) if v(a) for b in v("xy")]
print(r)
print(log)
log.clear()
r = {v(k): v(k * 2) for k in v(range(2))}
print(r, log)
