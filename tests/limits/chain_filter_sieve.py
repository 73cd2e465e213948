# The filter sieve of Eratosthenes, 2,000 filters deep.
# pyeval: --max-ops 0 --timeout 20
# expect-stdout: 17389
# expect-exit: 0
# time-bound: 20
def nat():
    n = 2
    while True:
        yield n
        n += 1


it = nat()
ps = []
for _ in range(2000):
    p = next(it)
    ps.append(p)
    it = filter(lambda x, p=p: x % p, it)
print(ps[-1])
