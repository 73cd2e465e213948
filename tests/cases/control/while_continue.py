n = 0
odd = 0
while n < 10:
    n += 1
    if n % 2 == 0:
        continue
    odd += n
print(odd)
