# dates across leap years, century rules and the range ends: calendar queries,
# ordinals, ISO calendar, formatting and round trips
from datetime import date, timedelta, MINYEAR, MAXYEAR

years = [1, 2, 3, 4, 99, 100, 400, 1582, 1899, 1900, 1970, 1999, 2000, 2004, 2020,
         2021, 2023, 2024, 2100, 2400, 9998, 9999]
for y in years:
    for m in range(1, 13):
        last = 31
        while True:
            try:
                date(y, m, last)
                break
            except ValueError:
                last -= 1
        for d in sorted({1, 4, 15, last}):
            x = date(y, m, d)
            n = x.toordinal()
            assert date.fromordinal(n) == x
            assert date.fromisoformat(x.isoformat()) == x
            iso = x.isocalendar()
            assert date.fromisocalendar(*iso) == x
            print(repr(x), n, x.weekday(), x.isoweekday(), tuple(iso), x.ctime(),
                  x.strftime('%a %A %b %B %j %U %W %G %V %u %w %y %C %g'))
        print(y, m, last, date(y, m, last).timetuple())
print(MINYEAR, MAXYEAR, date.min, date.max, date.resolution)
print(date.min.toordinal(), date.max.toordinal())
x = date(2024, 2, 28)
for k in range(-3, 4):
    print(x + timedelta(days=k), x - timedelta(days=k), timedelta(days=k) + x)
print(date(2024, 3, 1) - date(2023, 3, 1), date(2023, 3, 1) - date(2024, 3, 1))
print(x + timedelta(hours=47), x - timedelta(hours=1), x - timedelta(microseconds=1))
print(x.replace(day=29), x.replace(2023, 1), x.replace(month=12, day=31))
print(x.year, x.month, x.day, str(x), format(x, ''), format(x, '%d/%m/%Y'),
      f'{x:%Y%m%d}')
ic = x.isocalendar()
print(ic, ic.year, ic.week, ic.weekday, type(ic).__name__, ic == (2024, 9, 3))
print(x == date(2024, 2, 28), x != date(2024, 2, 28), x < date(2024, 2, 29),
      x >= date(2025, 1, 1), hash(x) == hash(date(2024, 2, 28)))
print(sorted([date(2024, 1, 2), date(2023, 5, 6), date(2024, 1, 1)]))
print(max(date(1, 1, 1), date(9999, 12, 31)), {x: 1}[date(2024, 2, 28)])
