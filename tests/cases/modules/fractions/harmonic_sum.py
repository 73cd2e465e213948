# A harmonic sum of 5,000 Fractions fits the default operation budget (the cross
# products and one large gcd per step needed about 12.5 million operations).
from fractions import Fraction

h = Fraction(0)
for k in range(1, 5000):
    h += Fraction(1, k)
print(len(str(h.numerator)), len(str(h.denominator)), h.denominator % 1000003, float(h))
