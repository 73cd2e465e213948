i = 0
total = 0
while i < 10:
    total += i
    i += 1
print(i, total)
