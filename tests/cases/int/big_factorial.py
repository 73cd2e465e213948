def fact(n):
    r = 1
    i = 2
    while i <= n:
        r = r * i
        i = i + 1
    return r
print(fact(20))
print(fact(21))
print(fact(30))
print(fact(50))
