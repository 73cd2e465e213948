# int, bigint, bool, float, complex: arithmetic, conversions and formatting.
a = 12345678901234567890 * 98765432109876543210
print(a, a // 7, a % 1000, -a >> 3, a & 0xFFFF, a ^ (1 << 70), a.bit_length())
print(int("123456789012345678901234567890"), int("ff", 16), hex(a), oct(2**65), bin(-5))
print(divmod(a, 12345), pow(3, 100, 1000), 2**100 - 1, abs(-a), (7).to_bytes(2, "big"))
print(int.from_bytes(b"\x01\x02\x03", "little"), True + 1, 3 < a, round(12345, -2))
x = 1.5e300 * 3.0
print(x, 0.1 + 0.2, 1 / 3, float("nan") != float("nan"), float("-inf"), (2.5).hex())
print(round(2.675, 2), int(3.99), float(a), 7.0 // 2, 7.5 % 2, divmod(-7.5, 2), 1e-7)
print(f"{3.14159:.2f} {1234567.891:,.1f} {0.5:%} {255:#x} {a:,} {12:08b} {-3.5:+e}")
c = complex(1, 2) * (3 - 4j)
print(c, c.real, c.imag, abs(3 + 4j), c.conjugate(), (1 + 2j) ** 2, complex("1+2j"), -c)
print(hash(1) == hash(1.0), sum([1, 2, 3.5]), min(3, 1, 2), max([a, 5]), 10**20 // 3)
print(format(1e100, "g"), repr(1e16), str(-0.0), (1).__add__(2), isinstance(True, int))
