def first_square_over(n):
    i = 0
    while True:
        if i * i > n:
            return i
        i += 1
print(first_square_over(50), first_square_over(10 ** 6))
