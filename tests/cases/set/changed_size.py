s = {1, 2, 3}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print(e)
s = {1, 2, 3}
for x in s:
    s.discard(x)
    s.add(x)
print(s)
