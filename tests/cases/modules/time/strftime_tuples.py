# time.strftime/asctime/mktime on hand-made tuples: glibc reads %U %W %V %G %g %j %a
# from tm_yday and tm_wday, not from the date, mktime normalises every field and
# tm_isdst > 0 asks for an hour of DST; strptime's ISO-week rollover (tm_yday 366).
# mktime, %s and %Z/%z assume a python3 running in UTC, as local_zone_utc.py does
import time

fmt = '%Y|%m|%d|%j|%U|%W|%V|%G|%g|%a|%u|%w|%C|%y|%s|%e|%I%p|%c'
n = 0
for year in (1, 5, 99, 1900, 1999, 2000, 2023, 2024, 9999):
    for yday in (1, 2, 3, 4, 7, 60, 180, 359, 362, 365, 366):
        wday = (year * 7 + yday * 3) % 7
        for isdst in (-1, 0, 1):
            n += 1
            t = (year, (yday % 12) + 1, (yday % 28) + 1, yday % 24, yday % 60,
                 (yday * 7) % 62, wday, yday, isdst)
            try:
                print(t, time.strftime(fmt, t), time.asctime(t), time.mktime(t))
            except (ValueError, OverflowError) as e:
                print(t, type(e).__name__, e)
for t in [(2024, 13, 1, 0, 0, 0, 0, 1, 0), (2024, 1, 32, 0, 0, 0, 0, 1, 0),
          (2024, 1, 1, 24, 0, 0, 0, 1, 0), (2024, 1, 1, 0, 60, 0, 0, 1, 0),
          (2024, 1, 1, 0, 0, 62, 0, 1, 0), (2024, 1, 1, 0, 0, 0, -2, 1, 0),
          (2024, 1, 1, 0, 0, 0, -8, 1, 0), (2024, 1, 1, 0, 0, 0, 0, 367, 0),
          (2024, 0, 0, 0, 0, 0, 0, 0, 5), (2024, -1, 1, 0, 0, 0, 0, 1, 0)]:
    for f in (lambda: time.strftime('%c %j %Z %z', t), lambda: time.asctime(t),
              lambda: time.mktime(t)):
        try:
            print(repr(f()))
        except (ValueError, OverflowError) as e:
            print(type(e).__name__, e)
for s in ['4951-W52-6', '2024-W01-1', '2021-W01-1', '2020-W53-7', '2027-W01-1',
          '2015-W53-5', '0001-W01-1']:
    try:
        print(s, time.strptime(s, '%G-W%V-%u'))
    except ValueError as e:
        print(s, type(e).__name__, e)
