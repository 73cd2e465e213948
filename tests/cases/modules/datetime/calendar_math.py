# The calendar arithmetic under date: fromordinal/toordinal across the whole range,
# isocalendar and fromisocalendar (53-week years, the ISO year differing from the
# calendar year), timedelta's str, time comparisons with offsets, and tzinfo's default
# fromutc with its errors.
from datetime import date, datetime, time, timedelta, timezone, tzinfo

step = 3652059 // 997
ords = list(range(1, 3652060, step)) + [1, 2, 59, 60, 365, 366, 730119, 730120, 3652058, 3652059]
print([date.fromordinal(n).isoformat() for n in ords[:40]])
print(all(date.fromordinal(n).toordinal() == n for n in ords))
print([tuple(date.fromordinal(n).isocalendar()) for n in ords[::7]])
for y in (1, 2004, 2008, 2009, 2015, 2020, 2021, 2026, 9999):
    for m, d in ((1, 1), (1, 3), (1, 4), (12, 28), (12, 29), (12, 31)):
        ic = date(y, m, d).isocalendar()
        print(y, m, d, ic, date.fromisocalendar(*ic), ic.week, ic.weekday)
for args in ((2020, 53, 1), (2021, 53, 1), (2015, 53, 7), (2026, 53, 4), (2027, 0, 1),
             (2027, 1, 0), (2027, 1, 8), (0, 1, 1), (10000, 1, 1), (9999, 52, 5), (1, 1, 1)):
    try:
        print(args, date.fromisocalendar(*args))
    except Exception as e:
        print(args, type(e).__name__, e)
for s in ("2020-W53-5", "2020W535", "2021-W01", "2021W52", "2021-W53", "0000-W01-1", "2024-02-30"):
    try:
        print(s, date.fromisoformat(s), datetime.fromisoformat(s))
    except Exception as e:
        print(s, type(e).__name__, e)
for td in (timedelta(0), timedelta(days=1), timedelta(days=-1), timedelta(days=2, seconds=5),
           timedelta(microseconds=-1), timedelta(hours=25, microseconds=12),
           timedelta(days=-3, hours=4), timedelta.max, timedelta.min):
    print(str(td), repr(td))
t1 = time(12, tzinfo=timezone(timedelta(hours=2)))
t2 = time(10, tzinfo=timezone.utc)
t3 = time(10)
print(t1 == t2, t1 < time(10, 1, tzinfo=timezone.utc), t1 != t3, t3 == time(10), t3 < time(10, 0, 1))
try:
    t1 < t3
except TypeError as e:
    print("TypeError", e)


class Fixed(tzinfo):
    def __init__(self, off, dst):
        self.off, self.d = off, dst

    def utcoffset(self, dt):
        return self.off

    def dst(self, dt):
        return self.d


for off, dst in ((timedelta(hours=3), timedelta(hours=1)), (timedelta(hours=-5), timedelta(0)),
                 (None, timedelta(0)), (timedelta(hours=1), None), (timedelta(hours=30), None),
                 (5, None)):
    tz = Fixed(off, dst)
    try:
        print(tz.fromutc(datetime(2024, 1, 1, 12, tzinfo=tz)))
    except Exception as e:
        print(type(e).__name__, e)
