def parse(s):
    return int(s)
def load(items):
    out = []
    for s in items:
        out.append(parse(s))
    return out
print(load(["1", "2"]))
print(load(["3", "four"]))
