a = 1 + 2j
b = 3 - 4j
print(a + b, a - b, a * b, a / b, -a, +a, a * 2, 2 * a, a / 2, 2 / a, a + 1.5, 1.5 - a)
print(a + True, (1j) * (1j), 1j ** 2, (2+0j) ** 3, (1+1j) ** 10)
