log = []
def d(tag):
    log.append(f"eval {tag}")
    def apply(fn):
        log.append(f"apply {tag}")
        return fn
    return apply
@d(1)
@d(2)
@d(3)
def f():
    pass
print(log)
