class CM:
    def __init__(self, name, log, suppress=False):
        self.name, self.log, self.suppress = name, log, suppress
    def __enter__(self):
        self.log.append("enter " + self.name); return self.name.upper()
    def __exit__(self, et, ev, tb):
        self.log.append(f"exit {self.name} {et.__name__ if et else None}")
        return self.suppress
log = []
with (CM("a", log) as a, CM("b", log) as b):
    log.append(a + b)
with (
    CM("c", log),
    CM("d", log) as d,
):
    log.append(d)
with CM("e", log) as e, CM("f", log): log.append(e)
with (CM("g", log)): log.append("g body")
with (CM("h", log)) as h: log.append(h)
with CM("s", log, suppress=True), CM("t", log):
    raise ValueError("boom")
log.append("after suppressed")
print("\n".join(log))
log.clear()
try:
    with CM("u", log), CM("v", log, suppress=False) as v:
        1 / 0
except ZeroDivisionError: log.append("caught")
print(log)
class Target:
    pass
t = Target()
with CM("w", log) as t.attr, CM("xy", log) as [p, q]:
    pass
print(t.attr, p, q)
d = {}
with CM("y", log) as d["k"]: pass
print(d)
def in_func():
    with CM("z", []) as z:
        return z
print(in_func())
for i in range(3):
    with CM(str(i), log):
        if i == 1: continue
        if i == 2: break
print(log[-4:])
