s = set(range(30))
for i in range(0, 30, 2):
    s.remove(i)
print(s)
for i in range(100, 110):
    s.add(i)
print(s)
s -= set(range(5, 25))
print(s)
