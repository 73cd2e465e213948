def g(n):
    while n:
        n -= 1
        if n == 5:
            continue
        yield n
    else:
        yield "else"
print(list(g(7)))
