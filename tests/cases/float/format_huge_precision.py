# Precisions past a double's exact digits (1074 fraction, 767 significant): glibc is
# asked for the exact digits only and the zeros are appended, and the presentation
# type omitted with a precision over ~60 used to read past a 64-byte buffer (crash).
print(format(1e22, '.3000'))
print(len(format(1.5, '#.20000')), format(1.5, '#.20000')[-5:])
print(format(5e-324, '.3000')[-30:])
print(format(1.5, '.200000000g'), format(1.5, '.200000000'), '%.*g' % (200000000, 1.5))
print(format(1.5, '.2147483647G'))
for v in [0.0, -0.0, 1.5, 1e22, 1e-300, 5e-324, 1.7976931348623157e308, 0.1, -1e-7]:
    for sp in ['.1101', '#.1101', '.1101g', '#.1101g', '#.1300G', '.1200e', '.1150f',
               'z.1200f', ',.1200f', '_.1300', '+.1200%', '030.1200f']:
        r = format(v, sp)
        print(sp, v, len(r), r[:30], r[-30:])
    for sp in ['%.1200f', '%#.1200g', '%.1200g', '%.1300e', '%#.1300G', '%-2000.1100e']:
        r = sp % v
        print(sp, v, len(r), r[:30], r[-30:])
    print(format(complex(v, 1), '#.1300')[-40:])
for e in ["format(1.5, '.2147483648g')", "'%.*f' % (10**30, 1.0)", "'%*d' % (10**30, 1)",
          "'%.*d' % (2**31, 1)", "'%.3000000000f' % 1.0", "b'%.3000000000d' % 1",
          "b'%*d' % (-10**30, 1)", "'%.*f' % (-2**31 - 1, 1.0)"]:
    try:
        eval(e)
    except (ValueError, OverflowError) as exc:
        print(e, type(exc).__name__, exc)
