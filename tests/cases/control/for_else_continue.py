for i in range(3):
    if i == 1:
        continue
    print(i)
else:
    print("else after continue", i)
