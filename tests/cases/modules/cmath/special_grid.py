# Every one-argument cmath function over a grid of special and ordinary values, real
# and imaginary parts crossed: the repr of each result (signs of zero and all) or the
# error raised.
import cmath

inf = float('inf')
nan = float('nan')
values = [0.0, -0.0, inf, -inf, nan, 1e308, -1e308, 5e-324, -5e-324, 1.0, -1.0, 0.5,
          2.0, 1e-8, -3.5, 710.0, -710.0, 1e154, 2.2250738585072014e-308]
names = ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos', 'cosh', 'exp', 'log',
         'log10', 'sin', 'sinh', 'sqrt', 'tan', 'tanh', 'phase', 'polar', 'isfinite',
         'isinf', 'isnan']

for name in names:
    f = getattr(cmath, name)
    out = []
    for re in values:
        for im in values:
            try:
                out.append(repr(f(complex(re, im))))
            except (ValueError, OverflowError) as e:
                out.append(type(e).__name__)
    print(name, ' '.join(out))
