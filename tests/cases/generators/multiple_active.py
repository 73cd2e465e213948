def g(tag):
    for i in range(3):
        yield f"{tag}{i}"
a, b = g("a"), g("b")
out = []
for x, y in zip(a, b):
    out.append(x + y)
print(out)
