log = []
class C:
    def __setitem__(self, k, v):
        log.append(("setitem", k, v))
def val():
    log.append("value")
    return "V"
def obj():
    log.append("object")
    return C()
def key():
    log.append("key")
    return "K"
obj()[key()] = val()
print(log)
log.clear()
obj()[key()] = obj()[key()] = val()
print(log)
