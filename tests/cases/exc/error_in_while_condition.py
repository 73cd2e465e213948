i = 0
while i < 3:
    i += 1
    print(i)
    if i == 2:
        i = None
