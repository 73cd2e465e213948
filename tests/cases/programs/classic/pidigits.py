# Spigot algorithm for digits of pi using bigints, wrapped in a class.
class PiDigits:
    def __init__(self):
        self.q, self.r, self.t, self.k, self.n, self.l = 1, 0, 1, 1, 3, 3

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            q, r, t, k, n, l = self.q, self.r, self.t, self.k, self.n, self.l
            if 4 * q + r - t < n * t:
                digit = n
                self.q, self.r, self.n = 10 * q, 10 * (r - n * t), (10 * (3 * q + r)) // t - 10 * n
                return digit
            self.q, self.r, self.t, self.k = q * k, (2 * q + r) * l, t * l, k + 1
            self.n, self.l = (q * (7 * k + 2) + r * l) // (t * l), l + 2


digits = []
it = PiDigits()
for _ in range(300):
    digits.append(next(it))
s = "".join(map(str, digits))
for i in range(0, 300, 50):
    print(s[i:i + 50], i + 50)
counts = {d: s.count(d) for d in "0123456789"}
print(counts)
print(it.q.bit_length(), it.t.bit_length(), it.k)


def e_digits(n):
    # e = sum 1/k! via scaled integer arithmetic
    scale = 10 ** (n + 10)
    total, term, k = 0, scale, 0
    while term:
        total += term
        k += 1
        term //= k
    return str(total)[:n]


print(e_digits(120))
