# // % divmod of long dividends by divisors of 2+ digits (libtommath: 60-bit digits),
# every sign, exact multiples, against q*b + r == a; checksummed.
seed = 777
def rnd(bits):
    global seed
    r = 0
    for _ in range(bits // 60 + 1):
        seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
        r = (r << 60) | (seed >> 4)
    return r >> (60 * (bits // 60 + 1) - bits)
acc = 0
for abits in [64, 200, 1900, 1921, 2000, 4000, 7681, 20000, 60000]:
    for bbits in [61, 62, 64, 100, 120, 121, 180, 500, 959, 960, 961, 1000, 1500, 5000]:
        for sa in (1, -1):
            for sb in (1, -1):
                a = sa * rnd(abits)
                b = sb * (rnd(bbits) | 1 << (bbits - 1))
                q, r = divmod(a, b)
                assert q * b + r == a and (r == 0 or (r < 0) == (b < 0)) and abs(r) < abs(b)
                acc = (acc * 1000003 + q % (2**61 - 1) + r % 1000000007) % (2**61 - 1)
                assert a // b == q and a % b == r
        # exact multiples and zero remainders
        b = rnd(bbits) | 1 << (bbits - 1)
        a = b * rnd(abits)
        assert a % b == 0 and a // b * b == a and (-a) % b == 0
        acc = (acc * 1000003 + (a // b) % (2**61 - 1)) % (2**61 - 1)
        a = b * (2**abits - 1) + (b - 1)
        acc = (acc * 1000003 + (a // b) % (2**61 - 1) + a % b) % (2**61 - 1)
print(acc)
