log = []
class O:
    def __getattr__(self, name):
        log.append(f"getattr {name}")
        return lambda *a: log.append(f"call {a}")
def obj():
    log.append("obj")
    return O()
def arg(x):
    log.append(f"arg {x}")
    return x
obj().meth(arg(1), arg(2))
print(log)
