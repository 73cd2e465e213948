s = set(range(0, 40, 3))
out = []
while s:
    out.append(s.pop())
print(out)
s = {5, 1}
print(s.pop(), s)
