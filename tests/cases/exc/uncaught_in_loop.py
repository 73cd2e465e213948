for i in [3, 2, 1, 0]:
    print(12 // i)
