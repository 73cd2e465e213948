def find_prime_factors(n):
    out = []
    d = 2
    while n > 1:
        for d in range(d, int(n ** 0.5) + 1):
            if n % d == 0:
                out.append(d); n //= d
                break
        else:
            out.append(n); break
    return out
print([find_prime_factors(n) for n in (12, 97, 360, 1, 2 ** 10)])
for n in range(2, 20):
    for x in range(2, n):
        if n % x == 0: break
    else:
        print(n, end=" ")
print()
i = 0
while i < 5:
    i += 1
    if i == 10: break
else:
    print("while completed", i)
while True:
    break
else:
    print("never")
for _ in []: pass
else: print("empty for else")
def search(matrix, target):
    for r, row in enumerate(matrix):
        for c, v in enumerate(row):
            if v == target: break
        else: continue
        return r, c
    else:
        return None
print(search([[1, 2], [3, 4]], 4), search([[1]], 9))
try:
    for x in [1, 2]:
        if x == 2: raise ValueError(x)
    else: print("no")
except ValueError as e: print("raised out of loop", e)
def loop_return():
    for i in range(3):
        try: return i
        finally: print("finally in loop", i)
    else: return "else"
print(loop_return())
count = 0
for i in range(3):
    for j in range(3):
        if j == 1: continue
        count += 1
    else: count += 100
print(count)
