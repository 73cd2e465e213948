i = 0
while i < 3:
    i += 1
else:
    print("else ran", i)
j = 0
while j < 10:
    if j == 4:
        break
    j += 1
else:
    print("not printed")
print("j", j)
