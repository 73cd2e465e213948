s = set()
for i in range(0, 200, 13):
    s.add(i)
    print(len(s), s)
