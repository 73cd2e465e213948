a = [3, 1, 2]
b = a[:]
b.sort()
print(a, b)
c = ["b", "C", "a", "B"]
c.sort()
print(c)
c.sort(reverse=True)
print(c)
