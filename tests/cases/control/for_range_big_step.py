total = 0
for i in range(0, 10 ** 18, 10 ** 17):
    total += i
print(total)
for i in range(5, 0, -2):
    print(i)
