def make(step):
    def gen(n):
        for i in range(n):
            yield i * step
    return gen
g = make(3)
print(list(g(4)))
def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    while count < 3:
        yield inc()
print(list(counter()))
