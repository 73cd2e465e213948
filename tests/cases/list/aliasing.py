a = [1, 2]
b = a
b.append(3)
print(a, a is b)
c = a[:]
c.append(4)
print(a, c, a == c[:3])
