d = {}
for i in range(6):
    d[i] = i * i
del d[2]
del d[0]
d[2] = "back"
d[10] = "new"
d[0] = "zero"
print(d)
print(list(d))
