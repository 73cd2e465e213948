# pow(base, exp, mod) with a base far longer than the modulus (reduced first), signs,
# moduli of one and several digits, negative exponents.
x = 7 ** 60000
m = 2 ** 521 - 1
for b in [x, -x, x + 1, 3, -3, 0, m - 1, m, m + 1, -m]:
    for mod in [m, -m, 1000000007, -1000000007, 2 ** 64, 97, 1, -1, 2**200 + 1]:
        print(pow(b, 65537, mod) % 10**12, pow(b, 2, mod) % 10**12, pow(b, 0, mod), end=" ")
    print()
print(pow(x, -1, m) % 10**12, pow(-x, -3, 2**127 - 1) % 10**9)
try:
    pow(x, -1, 7)
except ValueError as e:
    print(e)
