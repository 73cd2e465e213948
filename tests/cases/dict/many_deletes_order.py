d = {}
for i in range(50):
    d[i] = i
for i in range(0, 50, 2):
    del d[i]
for i in range(0, 10):
    d[i * 100] = "new"
print(list(d)[:10], list(d)[-10:], len(d))
