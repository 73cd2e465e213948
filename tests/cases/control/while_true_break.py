n = 27
steps = 0
while True:
    if n == 1:
        break
    if n % 2:
        n = 3 * n + 1
    else:
        n //= 2
    steps += 1
print(steps)
