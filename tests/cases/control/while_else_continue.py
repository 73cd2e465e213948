n = 0
while n < 5:
    n += 1
    if n % 2:
        continue
    print("even", n)
else:
    print("else", n)
