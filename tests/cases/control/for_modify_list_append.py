a = [1, 2, 3]
for x in a:
    if x < 3:
        a.append(x + 10)
print(a)
