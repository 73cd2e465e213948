class A:
    x = 1
    y = [x for _ in range(2)]
