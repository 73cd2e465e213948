# hex/oct/bin of huge ints and int(text, base) back, for every base.
import sys

sys.set_int_max_str_digits(0)
x = 7 ** 30000
for f, b in ((hex, 16), (oct, 8), (bin, 2)):
    s = f(x)
    t = f(-x)
    # the prefix is printed apart: "0x" and many hex digits looks like an address
    print(len(s), s[:2], s[2:30], s[-30:], t[3:10], int(s, 0) == x, int(t, b) == -x)
    print(int(s[2:], b) == x, int(s[2:].upper(), b) == x)
for v in [2 ** 60 - 1, 2 ** 60, 2 ** 64 - 1, 2 ** 64, -(2 ** 64), 2 ** 121 + 1]:
    print(hex(v)[2:], hex(-v)[3:], oct(v), bin(v)[:40], format(v, "X"), format(v, "#o"))
print(int("f" * 5000, 16) == 16 ** 5000 - 1, int("1" + "0" * 9999, 2) == 2 ** 9999)
print(int("7_7" * 2000, 8) % 1000003, int("0x" + "Ab_" * 3000 + "c", 16) % 1000003)
digits = "0123456789abcdefghijklmnopqrstuvwxyz"
for base in range(2, 37):
    s = "".join(digits[(i * 7 + 3) % base] for i in range(3000))
    v = int(s, base)
    print(base, v % 1000000007, v.bit_length(), int(s.upper(), base) == v)
