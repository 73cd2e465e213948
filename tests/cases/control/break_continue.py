out = []
for i in range(20):
    if i % 3 == 0:
        continue
    if i > 14:
        break
    out.append(i)
print(out)
