log = []
class C:
    def __init__(self):
        self.data = {"k": 1}
    def __getitem__(self, k):
        log.append(("get", k))
        return self.data[k]
    def __setitem__(self, k, v):
        log.append(("set", k, v))
        self.data[k] = v
c = C()
def obj():
    log.append("obj")
    return c
def key():
    log.append("key")
    return "k"
def rhs():
    log.append("rhs")
    return 5
obj()[key()] += rhs()
print(log, c.data)
log.clear()
obj()[key()] **= 2
print(log, c.data)
