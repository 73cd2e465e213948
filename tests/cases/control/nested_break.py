for i in range(3):
    for j in range(3):
        if j == 2:
            break
        if i == j:
            continue
        print(i, j)
    else:
        print("inner else", i)
print("done")
