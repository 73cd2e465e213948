# // % divmod of ints by divisors around one libtommath digit (2**60) and powers of two,
# every sign combination, in-place forms, bools, zero division, and a digit loop.
vals = [0, 1, -1, 2, -2, 3, -3, 7, -7, 8, -8, 2**62, -2**62, 2**63-1, -2**63, 2**63, -2**63-1, 2**64, -2**64,
        2**59-1, 2**60-1, 2**60, -(2**60-1), -(2**60), 10**30, -10**30, 3**200, -3**200, 2**200, -2**200, 12345678901234567, -98765432109876543]
divs = [1, -1, 2, -2, 3, -3, 4, 7, -7, 8, -8, 10, -10, 1024, -1024, 2**59, 2**60-1, -(2**60-1), 2**60, -(2**60), 2**61+3, 2**62, -2**62, 2**63-1, -2**63, 10**18, -10**18, 10**19, 2**64, 3**50, -3**50]
acc = 0
for a in vals:
    for b in divs:
        q, r = divmod(a, b)
        assert q == a // b and r == a % b
        assert q * b + r == a
        acc = (acc * 31 + q % 1000003 + r % 999983) % (2**61-1)
        x = a; x //= b; y = a; y %= b
        assert x == q and y == r
        if b > 0 and -2**63 <= a < 2**63:
            assert (a >> (b.bit_length()-1) if b & (b-1) == 0 else q) == q
print(acc)
for a in [5, -5, True, False]:
    for b in [True, 2, -2, 3]:
        print(a // b, a % b, divmod(a, b), end=" ")
print()
for z in [0, False]:
    for a in [1, 2**70]:
        try: a // z
        except ZeroDivisionError as e: print(e)
        try: a % z
        except ZeroDivisionError as e: print(e)
        try: divmod(a, z)
        except ZeroDivisionError as e: print(e)
print(-2**63 // -1, -2**63 % -1, divmod(-2**63, -1))
x = 3 ** 8000
total = 0
while x:
    x, d = divmod(x, 10)
    total += d
print(total)
y = -(7 ** 3000)
print(y // 1000000007, y % 1000000007, y // -(2 ** 59), y % (2 ** 60 - 1))
