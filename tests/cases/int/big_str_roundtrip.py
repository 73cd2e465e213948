# str/repr/int() of huge ints, with the digit limit lifted: the divide-and-conquer
# conversion must agree with CPython digit for digit, signs and round trips included.
import sys

sys.set_int_max_str_digits(0)


def show(x):
    s = str(x)
    assert repr(x) == s
    assert int(s) == x
    print(len(s), s[:40], s[-40:])


show(3 ** 5000)
show(-(3 ** 5000))
show(7 ** 20000)
show(-(2 ** 100000) + 1)
# chunk and word boundaries: 10**9, 10**18, 10**19, 2**32, 2**60, 2**64
for x in [10 ** 9 - 1, 10 ** 9, 10 ** 18 - 1, 10 ** 18, 10 ** 19 - 1, 10 ** 19, 10 ** 36,
          10 ** 36 - 1, 2 ** 32, 2 ** 60 - 1, 2 ** 60, 2 ** 64 - 1, 2 ** 64, 2 ** 120]:
    print(x, -x, int(str(x)) == x, int(str(-x)) == -x)
# powers of ten around the recursion's split widths (512 * 2**k digits)
for k in [511, 512, 513, 1023, 1024, 1025, 2047, 2048, 2049, 4096, 8192, 16385]:
    for d in (-1, 0, 1):
        x = 10 ** k + d
        s = str(x)
        print(k, d, len(s), s[:3], s[-3:], int(s) == x, str(-x)[:4])
# numbers whose middle is all zeros or all nines
x = 10 ** 3000 * 12345 + 678
print(str(x)[:8], str(x)[-8:], str(x).count("0"))
x = 10 ** 6000 - 10 ** 2000
print(str(x).count("9"), str(x).count("0"))
print(sum(int(c) for c in str(2 ** 30000)))
print(sum(map(int, str(-(5 ** 9000))[1:])))
