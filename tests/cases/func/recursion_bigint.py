def fact(n):
    if n == 0:
        return 1
    return n * fact(n - 1)
s = str(fact(500))
print(len(s), s[:20], s[-5:])
