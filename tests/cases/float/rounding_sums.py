total = 0.0
for i in range(10):
    total += 0.1
print(total, total == 1.0)
print(0.1 * 3, 0.3 == 0.1 * 3)
