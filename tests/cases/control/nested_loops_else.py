found = []
for a in range(2, 20):
    for b in range(2, a):
        if a % b == 0:
            break
    else:
        found.append(a)
print(found)
