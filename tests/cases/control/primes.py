primes = []
n = 2
while len(primes) < 25:
    for p in primes:
        if p * p > n:
            primes.append(n)
            break
        if n % p == 0:
            break
    else:
        primes.append(n)
    n += 1
print(primes)
