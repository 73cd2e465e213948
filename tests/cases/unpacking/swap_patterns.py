a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
l = [1, 2, 3]
l[0], l[-1] = l[-1], l[0]
print(l)
i = 0
l = [5, 6]
i, l[i] = 1, 9
print(i, l)
