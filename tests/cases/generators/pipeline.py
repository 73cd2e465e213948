def read(lines):
    for line in lines:
        yield line.strip()
def nonblank(it):
    for s in it:
        if s:
            yield s
def numbered(it):
    n = 0
    for s in it:
        n += 1
        yield f"{n}: {s}"
data = ["  a ", "", "b", "   ", "c  "]
for out in numbered(nonblank(read(data))):
    print(out)
