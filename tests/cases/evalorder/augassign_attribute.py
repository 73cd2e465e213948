log = []
class C:
    def __init__(self):
        object.__setattr__(self, "v", 1)
    def __getattribute__(self, name):
        log.append(("get", name))
        return object.__getattribute__(self, name)
    def __setattr__(self, name, value):
        log.append(("set", name, value))
        object.__setattr__(self, name, value)
c = C()
def obj():
    log.append("obj")
    return c
obj().v += 10
print(log)
