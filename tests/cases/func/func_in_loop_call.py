def sq(x):
    return x * x
s = 0
for i in range(1000):
    s += sq(i)
print(s)
