# Bigint arithmetic: factorials, powers, modular exponentiation, digit sums.
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


f = fact(1500)
digits = sum(int(ch) for ch in str(f))
for k in range(40):
    digits += sum(int(ch) for ch in str(f // (k + 3)))
p = 3 ** 5000
q = (p * p) // (7 ** 1000)
m = 0
for k in range(300):
    m ^= pow(12345678901234567890 + k, 65537, 2 ** 521 - 1)
a, b = 0, 1
for _ in range(15000):
    a, b = b, a + b
g = 0
x = 2 ** 400 - 1
y = 3 ** 250 + 17
while y:
    x, y = y, x % y
print("bigint", digits, len(str(q)), m % 1000000007, a % 999999937, x, f.bit_length())
