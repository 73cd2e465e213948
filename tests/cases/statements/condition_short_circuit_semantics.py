log = []
class T:
    def __init__(self, n, v):
        self.n, self.v = n, v
    def __bool__(self):
        log.append(self.n)
        return self.v
t, f = T("t", True), T("f", False)
if (f and t) or (t and f) or not f:
    log.append("body")
print(log)
log.clear()
x = [1 for _ in range(2) if t if f or t]
print(x, log)
log.clear()
print("yes" if (t if f else f) else "no", log)
