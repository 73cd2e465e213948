# every strftime directive (C locale), glibc's flags, widths and E/O modifiers, and
# CPython's own %z, %Z and %f, on dates, times and datetimes
from datetime import date, time, datetime, timedelta, timezone

dts = [datetime(1, 1, 1), datetime(5, 1, 1, 3, 4, 5, 6), datetime(99, 12, 31, 13),
       datetime(999, 6, 15, 0, 30), datetime(1900, 1, 1, 12), datetime(1970, 1, 1),
       datetime(2000, 2, 29, 23, 59, 59, 999999), datetime(2024, 12, 30, 11, 59),
       datetime(2027, 1, 3, 12, 0, 1), datetime(9999, 12, 31, 23, 59, 59, 999999)]
dirs = 'aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZf%'
for d in dts:
    print(repr(d))
    print([d.strftime('%' + c) for c in dirs])
    print(d.date().strftime('%Y-%m-%d %H:%M:%S.%f %z|%Z| %c'))
    print(d.time().strftime('%Y-%m-%d %H:%M:%S.%f %j %a %c'))
flags = ['%-d', '%_d', '%0e', '%^a', '%#a', '%#B', '%^B', '%#p', '%^p', '%#Z', '%10Y',
         '%-10Y', '%_10Y', '%010d', '%3j', '%-j', '%_H', '%-I', '%Ey', '%EY', '%Od',
         '%OH', '%Ec', '%Ex', '%EX', '%E', '%O', '%Oz', '%5', '%-', '%_', '%5z', '%-z',
         '%03%', '%5n', '%5t', '%^c', '%#c', '%5a', '%-5a', '%05a', '%_5b', '%1Y', '%2C',
         '%4C', '%-C', '%_y', '%-G', '%_g', '%:z', '%5f', '%-f', '%^Z', '%10Z', '%Q',
         '%5Q', '%-Q', 'a%', '%E%', '%k', '%l', '%-k', '%P', '%v', '%+', '%-5d', '%-5e',
         '%_5e', '%05e', '%-3C', '%_C', '%_Y', '%0Y', '%5s', '%OY', '%Oa', '%Ea', '%EC',
         '%Ej', '%Ob', '%OB', '%Op', '%30c', '%030c', '%^30c', '%10x', '%10D', '%^10F',
         '%10r', '%10T', '%^r', '%^P', '%#P', '%#^p', '%^#a', '%#h', '%5u', '%-3w',
         '%0_3w', '%_03w', '%5p', '%05p', '%E5d', '%5Ed', '%-^a', '%^-5a', '%%', '%-%',
         '%_5%', '%12', '%Z%z', '%5Z', '%%z', '%%%z', '%%Y', '%%f', 'x%fy%', '']
tzs = [None, timezone.utc, timezone(timedelta(hours=-5, minutes=-30), 'E%ST'),
       timezone(timedelta(hours=2, seconds=5, microseconds=3))]
for f in flags:
    print(repr(f), [dts[1].replace(tzinfo=tz).strftime(f) for tz in tzs],
          dts[6].strftime(f), time(7, 8, 9, 10, tzinfo=tzs[2]).strftime(f))
d = datetime(2024, 3, 5, 14, 7, 9, 1234)
print(format(d, '%Y|%m|%d'), f'{d:%H:%M:%S.%f}', f'{d.date():%A %d %B %Y}',
      f'{d.time():%I:%M %p}', format(d, ''), format(d.time(), ''))
print(d.strftime('é%Yé%aé'), d.strftime('\0%Y'), d.strftime('a\0b'))
print(len(d.strftime('%1000Y')), len(d.strftime('%2000Y')), len(d.strftime('%5000Y')),
      len(d.strftime('%2147483648Y')), len(d.strftime('%1023Y')),
      len(d.strftime('%1024Y')), len(d.strftime('%10Y' * 200)))
