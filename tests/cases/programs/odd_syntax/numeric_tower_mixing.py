print(1 + 2.0, 3 * 1j, 2 ** 0.5, 2 ** -2, (-8) ** (1 / 3) if False else abs(-8) ** (1 / 3))
print(7 / 2, 7 // 2, 7.0 // 2, -7 // 2.0, 7 % 2.5, 1e300 * 1e10, -1e300 * 1e10)
print(True + 1.5, False * 3j, (1 + 2j).real, (1 + 2j).imag, (3 + 4j).conjugate(), complex(1, -1))
print(int(3.99), int(-3.99), float(7), complex("1+2j"), round(2.5), round(3.5), round(-1.5))
print(10 == 10.0, 0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-15, 2 ** 64 == 2.0 ** 64, 2 ** 53 + 1 == 2.0 ** 53 + 1)
print(max(1, 2.5, True), min(-1, -1.0), sorted([3, 1.5, True, 2]), sum([0.1] * 10), 1 / 3 * 3)
print(pow(2, 10), pow(2, 10, 1000), pow(2.0, 3), pow(-2, 3), pow(3, -1, 7), divmod(-9, 4), divmod(9.5, 2))
print(float("nan") == float("nan"), float("inf") > 10 ** 400, 10 ** 400 > 1e308, -0.0 == 0.0)
print((2 ** 100) / 3, (2 ** 100) // 3, float(2 ** 100), int(1e20), 1e20 == 10 ** 20, hash(1.0) == hash(1))
try:
    1 / 0.0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
try:
    (0.0) ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(1j ** 2, abs(-2 + 0j), 3 - 4j == complex(3, -4), 1 < 2.5 < 3, isinstance(1, float), (5).__truediv__(2))
