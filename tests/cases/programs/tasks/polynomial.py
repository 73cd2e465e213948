from typing import Dict, List


class Polynomial:
    def __init__(self, coeffs: List[int]) -> None:
        while len(coeffs) > 1 and coeffs[-1] == 0:
            coeffs = coeffs[:-1]
        self.coeffs = coeffs

    @property
    def degree(self) -> int:
        return len(self.coeffs) - 1

    def __call__(self, x):
        result = 0
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    def __add__(self, other: "Polynomial") -> "Polynomial":
        n = max(len(self.coeffs), len(other.coeffs))
        a = self.coeffs + [0] * (n - len(self.coeffs))
        b = other.coeffs + [0] * (n - len(other.coeffs))
        return Polynomial([x + y for x, y in zip(a, b)])

    def __neg__(self) -> "Polynomial":
        return Polynomial([-c for c in self.coeffs])

    def __sub__(self, other: "Polynomial") -> "Polynomial":
        return self + (-other)

    def __mul__(self, other):
        if isinstance(other, int):
            return Polynomial([c * other for c in self.coeffs])
        out = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Polynomial(out)

    __rmul__ = __mul__

    def __pow__(self, n: int) -> "Polynomial":
        result = Polynomial([1])
        for _ in range(n):
            result = result * self
        return result

    def __eq__(self, other) -> bool:
        return isinstance(other, Polynomial) and self.coeffs == other.coeffs

    def derivative(self) -> "Polynomial":
        return Polynomial([i * c for i, c in enumerate(self.coeffs)][1:] or [0])

    def __repr__(self) -> str:
        terms = []
        for i in range(len(self.coeffs) - 1, -1, -1):
            c = self.coeffs[i]
            if c == 0 and len(self.coeffs) > 1:
                continue
            sign = "-" if c < 0 else "+"
            c = abs(c)
            if i == 0:
                body = str(c)
            else:
                body = ("" if c == 1 else str(c)) + ("x" if i == 1 else f"x^{i}")
            terms.append((sign, body))
        first_sign, first = terms[0]
        s = ("-" if first_sign == "-" else "") + first
        for sign, body in terms[1:]:
            s += f" {sign} {body}"
        return s


p = Polynomial([1, -3, 0, 2])
q = Polynomial([0, 1, 1])
print(p, "|", q)
print(p + q, "|", p - q, "|", p * q)
print(3 * q, "|", q * 3, "|", (q ** 3))
print(p.derivative(), p.derivative().derivative(), Polynomial([5]).derivative())
print([p(x) for x in range(-3, 4)], p(0.5))
print((p - p), (p - p).degree, p == Polynomial([1, -3, 0, 2, 0, 0]))
binom = Polynomial([1, 1]) ** 8
print(binom.coeffs)
