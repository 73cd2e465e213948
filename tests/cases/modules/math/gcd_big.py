# math.gcd on lopsided big inputs (Euclid's steps first), big random multiples of a
# common factor, zeros, signs, several arguments, lcm.
import math
x = 7 ** 60000
y = x // 12345 + 1
print(math.gcd(x, y), math.gcd(x, 7 ** 30000) == 7 ** 30000, math.gcd(-x, 0) == x, math.gcd(0, 0))
print(math.gcd(x * 6, 2 ** 5000 * 3 ** 7) , math.gcd(3 ** 5000 * 2 ** 70, 6 ** 3000) == 2 ** 70 * 3 ** 3000)
print(math.gcd(x, 12345678901234567890123), math.gcd(12345678901234567890123 * 77, x) % 1000)
seed = 99
def rnd(bits):
    global seed
    r = 0
    for _ in range(bits // 60 + 1):
        seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
        r = (r << 60) | (seed >> 4)
    return r >> (60 * (bits // 60 + 1) - bits)
acc = 0
for bits in [65, 130, 1000, 5000]:
    for k in range(5):
        g = rnd(bits // 3) | 1
        a, b = g * rnd(bits), g * rnd(bits - 7 * k)
        h = math.gcd(a, -b)
        assert a % h == 0 and b % h == 0 and math.gcd(a // h, b // h) == 1
        acc = (acc * 31 + h) % (2**61 - 1)
print(acc, math.gcd(x, y, 7 ** 100), math.lcm(2 ** 100, 6 ** 50) == 2 ** 100 * 3 ** 50)
