# timedelta normalisation, arithmetic with int/float (round-half-even), //, /, %,
# divmod, abs, str and repr
from datetime import timedelta

vals = [timedelta(0), timedelta(1), timedelta(-1), timedelta(seconds=1),
        timedelta(microseconds=-1), timedelta(days=-2, seconds=5),
        timedelta(hours=36, microseconds=7), timedelta(weeks=-3, minutes=17),
        timedelta(days=999999999, seconds=86399, microseconds=999999),
        timedelta(days=-999999999)]
for v in vals[:-2]:
    print(repr(v), str(v), v.days, v.seconds, v.microseconds, v.total_seconds(),
          bool(v), repr(-v) if v.days != -999999999 else '', repr(abs(v)) if
          v.days != -999999999 else '', repr(+v))
kw = [dict(days=1.5), dict(seconds=1.5, microseconds=0.5), dict(microseconds=2.5),
      dict(microseconds=3.5), dict(microseconds=-2.5), dict(microseconds=-3.5),
      dict(days=0.1, hours=0.1, minutes=0.1, seconds=0.1, milliseconds=0.1),
      dict(weeks=1, milliseconds=1.0005), dict(hours=-1.25, seconds=7),
      dict(days=True), dict(days=-0.0), dict(milliseconds=0.0005),
      dict(milliseconds=0.0015), dict(seconds=1e-7), dict(days=1e-12),
      dict(minutes=1 / 3), dict(seconds=-1 / 3, microseconds=1 / 3)]
for k in kw:
    print(k, repr(timedelta(**k)))
a = timedelta(days=3, seconds=7, microseconds=11)
b = timedelta(hours=5, microseconds=-3)
for x, y in [(a, b), (b, a), (a, -b), (-a, b), (a, a)]:
    print(repr(x + y), repr(x - y), x // y, x / y, repr(x % y), divmod(x, y),
          x < y, x <= y, x == y, x != y, x > y, x >= y)
for n in [1, 2, 3, -3, 7, 10**6, True]:
    print(n, repr(a * n), repr(n * b), repr(a // n), repr(b / n), repr(a / n))
for f in [0.5, 1.5, -0.25, 1e-6, 2.5e-7, 3.0, 1 / 3, 123.456]:
    print(f, repr(a * f), repr(f * b), repr(a / f), repr(timedelta(microseconds=3) * f))
for us in range(-7, 8):
    t = timedelta(microseconds=us)
    print(us, repr(t / 2), repr(t * 0.5), repr(t // 2), repr(t / 4), repr(t * 0.25))
print(timedelta.min, timedelta.max, timedelta.resolution, repr(timedelta.min))
print(repr(timedelta(1, 2, 3, 4, 5, 6, 7)), timedelta(seconds=86400) == timedelta(1))
print(hash(timedelta(1)) == hash(timedelta(hours=24)), {timedelta(1): 'x'})
print(sum([timedelta(minutes=30)] * 5, timedelta()), sorted([b, a, -a]))
print(format(a, ''), f'{a}', str(timedelta(days=1)), str(timedelta(days=-1)))
print(timedelta(1) == 1, timedelta(1) != 'x', timedelta(0) == timedelta())
