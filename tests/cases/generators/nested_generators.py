def evens():
    n = 0
    while True:
        yield n
        n += 2
def take(n, it):
    for x in it:
        if n <= 0:
            return
        n -= 1
        yield x
def double(it):
    for x in it:
        yield x * 2
print(list(take(5, double(evens()))))
