def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def g():
    for n in (5, 50, 100):
        yield fact(n) % 1000007
print(list(g()))
