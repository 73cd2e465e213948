def g(i):
    yield i
    yield i + 1
gs = [g(i) for i in range(100000)]
print(sum(next(x) for x in gs))
print(sum(next(x) for x in gs))
def chain(n):
    if n == 0:
        yield 1
        return 5
    r = yield from chain(n - 1)
    return r + 1
c = chain(900)
print(next(c))
try: next(c)
except StopIteration as e: print("ret", e.value)
