# cmath.rect(r, phi) over a grid of special and ordinary values, and log with a base.
import cmath

inf = float('inf')
nan = float('nan')
values = [0.0, -0.0, inf, -inf, nan, 1e308, -1e308, 5e-324, 1.0, -1.0, 0.5, 2.0,
          1e-8, 3.141592653589793, -1.5707963267948966]

for r in values:
    out = []
    for phi in values:
        try:
            out.append(repr(cmath.rect(r, phi)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    print('rect', r, ' '.join(out))

bases = [2, 10, 0.5, 1j, -1, complex(2, 3), 0, 1, inf, nan, complex(0, -0.0)]
for x in [0, 1, 2, -1, 1j, complex(3, -4), inf, nan, 1e-320, complex(-0.0, -0.0)]:
    out = []
    for b in bases:
        try:
            out.append(repr(cmath.log(x, b)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    print('log', x, ' '.join(out))
