# float.fromhex takes any number of hex digits and rounds exactly (CPython's
# float_fromhex); too large is OverflowError, not ValueError. Edge exponents both ways.
def show(s):
    try:
        print(repr(float.fromhex(s)))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)


F = 'f' * 1000
Z = '0' * 1000
for s in ['0x' + F, '-0x' + F, F,
          '0x' + F + 'p-4000', '0x' + F + 'p-3996', '0x' + F + 'p-3997', '0x' + F + 'p-5100',
          '0x0.' + Z + '1', '0x0.' + Z + '1p4000', '0x0.' + Z + '1p4001',
          '0x0.' + F + 'p1024', '0x0.' + F + 'p1023', '0x' + F + '.' + F + 'p-4000',
          '0x' + Z + '1p-1074', '0x' + Z + '1p-1075', '0x' + Z + '3p-1075',
          '0x' + Z + '1p1023', '0x' + Z + '1p1024',
          '0x1p' + '9' * 30, '0x1p-' + '9' * 30, '0x0p' + '9' * 30, '0x' + Z + 'p' + '9' * 30,
          '0x' + '1' * 300, '0x' + '1' * 256 + 'p-1000', '1' * 511, '-' + '1' * 510,
          '0x1.fffffffffffff8p1023', '0x1.fffffffffffff7' + 'f' * 600 + 'p1023',
          '0x1.00000000000008' + '0' * 600 + 'p0', '0x1.00000000000008' + '0' * 600 + '1p0',
          '0x1.00000000000018p0', '0x1.0000000000001p-1074', '0x1.8p-1074', '0x1p-1075',
          '0x1.0000000000001p-1075', ' \t0x1.8p1\n', 'inf', '-Infinity', 'nan', '1.', '.8',
          '0x.', '0x1p', '0x1 p1', '1e1', '0x1\u2003', '0x' + F + 'g']:
    show(s)


class F2(float):
    pass


print(type(F2.fromhex('0x1.8')).__name__, F2.fromhex('0x1.8'))
float.fromhex('0x' + 'f' * 1000)
