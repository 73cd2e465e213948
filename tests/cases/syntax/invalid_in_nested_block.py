def f():
    for i in range(3):
        if i:
            x = = 1
