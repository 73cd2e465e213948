def primes(limit):
    out = []
    for n in range(2, limit):
        for d in range(2, n):
            if n % d == 0:
                break
        else:
            out.append(n)
    return out
print(primes(30))
