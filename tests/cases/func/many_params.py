def f(a, b, c, d, e, f, g, h, i, j, k=11, l=12, m=13):
    return [a, b, c, d, e, f, g, h, i, j, k, l, m]
print(f(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))
print(f(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, m=0, k=-1))
