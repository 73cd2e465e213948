log = []
class C:
    def __setattr__(self, name, v):
        log.append(("setattr", name, v))
def val():
    log.append("value")
    return 1
def obj():
    log.append("object")
    return C()
obj().a = val()
print(log)
log.clear()
obj().a, obj().b = val(), val()
print(log)
