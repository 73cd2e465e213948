def g():
    for i in range(3):
        for j in range(3):
            if j > i:
                break
            yield (i, j)
        else:
            print("no break", i)
print(list(g()))
