for i in range(4):
    print("even" if i % 2 == 0 else "odd", i if i > 1 else -i)
