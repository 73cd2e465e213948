# Loops with integer arithmetic: sieve, collatz, nested loops, while loops.
def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    return sum(1 for f in flags if f)


def collatz_max(limit):
    best = 0
    best_n = 0
    for n in range(1, limit):
        steps = 0
        x = n
        while x != 1:
            if x % 2 == 0:
                x //= 2
            else:
                x = 3 * x + 1
            steps += 1
        if steps > best:
            best = steps
            best_n = n
    return best_n, best


def nested(n):
    acc = 0
    for i in range(n):
        for j in range(n):
            acc = (acc + i * j ^ (i + j)) % 1000003
    return acc


print("primes", sieve(200000))
print("collatz", collatz_max(12000))
print("nested", nested(300))
