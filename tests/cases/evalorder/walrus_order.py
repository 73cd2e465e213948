log = []
def v(x):
    log.append(x)
    return x
r = [(y := v(i)) + y for i in range(3)]
print(r, y, log)
if (n := v(10)) > 5 and (m := v(n + 1)):
    print(n, m)
