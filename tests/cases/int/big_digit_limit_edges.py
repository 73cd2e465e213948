# CPython's 4300-digit rule at its edges: the sign does not count, the limit can be
# raised and lowered, powers of two bases are exempt.
import sys

print(sys.get_int_max_str_digits())
x = 10 ** 4299
print(len(str(x)), len(str(-x)), len(repr(-(10 ** 4300 - 1))))
print(int("-" + "9" * 4300) < 0, len(hex(10 ** 10000)))
print(int("f" * 20000, 16) > 0)
for s in ["1" * 4301, "-" + "1" * 4301]:
    try:
        int(s)
    except ValueError as e:
        print(e)
for v in [10 ** 4300, -(10 ** 4300), 3 ** 10000]:
    try:
        str(v)
    except ValueError as e:
        print(e)
    try:
        f"{v:,}"
    except ValueError as e:
        print("format", e)
sys.set_int_max_str_digits(5000)
print(len(str(10 ** 4999)), int("7" * 5000) % 97)
try:
    print(10 ** 5000)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(640)
print(len(str(10 ** 639)))
int("5" * 641)
