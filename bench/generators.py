# Generators: def-generators, yield from, pipelines, generator expressions.
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


def squares(it):
    for x in it:
        yield x * x


def chain2(a, b):
    yield from a
    yield from b


def fib_gen():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x


total = 0
for x in squares(evens(count_up(150000))):
    total += x % 1000
total += sum(chain2(count_up(50000), count_up(30000)))
fibs = list(take(300, fib_gen()))
total += fibs[-1] % 1000007
total += sum(x * 3 for x in range(100000) if x % 7)
acc = 0
g = count_up(40000)
for x in g:
    acc ^= x
print("generators", total, acc, len(fibs))
