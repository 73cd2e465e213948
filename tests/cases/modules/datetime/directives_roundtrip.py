# Every C-locale strftime directive (and glibc's flags and extras) over dates across the
# range, strptime round trips per directive, strptime edge inputs, ISO formats and reprs.
from datetime import datetime, date, time, timedelta, timezone
D = "aAwdbBmyYHIpMSfzZjUWcxX%GuV"
dts = [datetime(1, 1, 1), datetime(1900, 2, 28, 23, 59, 59, 999999), datetime(1969, 12, 31, 12, 0, 1, 5),
       datetime(2000, 2, 29, 0, 0), datetime(2024, 12, 30, 13, 7, 9, 123456, tzinfo=timezone(timedelta(hours=-3, minutes=-30))),
       datetime(2021, 1, 3, 1, tzinfo=timezone.utc), datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=timezone(timedelta(seconds=1), "X"))]
for dt in dts:
    print(" ".join(dt.strftime("%" + c) for c in D), dt.strftime("%-d %-m %_H %e %k %l %P %s %C %g %h %n %t %D %F %R %T %r %E %O %Ey %Od %10Y %^a %#b %+"))
    for c in D:
        fmt = "%" + c
        if c in "%zZ" or c in "cxX":
            continue
        s = dt.strftime(fmt + " %Y %j %H %M %S %f")
        try:
            print(c, datetime.strptime(s, fmt + " %Y %j %H %M %S %f"))
        except Exception as e:
            print(c, type(e).__name__, e)
for s, f in [("2024-03-01T10:00:00+0130", "%Y-%m-%dT%H:%M:%S%z"), ("2024 1 0", "%Y %W %w"), ("2024 53 7", "%G %V %u"),
             ("Mon Jan  1 00:00:00 2024", "%c"), ("01/02/24", "%x"), ("13:14:15", "%X"), ("Z", "%z"), ("UTC", "%Z"),
             ("12 AM", "%I %p"), ("12 pm", "%I %p"), ("99", "%y"), ("68", "%y"), ("69", "%y"), ("2024 366", "%Y %j"),
             ("2023 366", "%Y %j"), ("+05:30:15.5", "%z"), ("x", "%Y"), ("2024", "%Y %m"), ("1 2", "%d"), ("2024 5", "%G %V")]:
    try:
        print(repr(s), f, datetime.strptime(s, f))
    except Exception as e:
        print(repr(s), f, type(e).__name__, e)
print(date(2024, 5, 6).isoformat(), time(1, 2, 3, 4).isoformat("milliseconds"), datetime(2024, 1, 2, 3, 4, 5, 6).isoformat(" ", "seconds"))
for s in ("2024-01-02T03:04:05.123456789+05:30", "2024-01-02 03:04", "2024-01-02T24:00", "20240102T030405Z", "2024-01-02T03:04:05,5-0130", "2024-W01-1T10", "2024-01-02T03:04:05+05:30:15.123"):
    try:
        print(s, repr(datetime.fromisoformat(s)))
    except Exception as e:
        print(s, type(e).__name__, e)
print(datetime(2024, 1, 1).timestamp(), datetime.fromtimestamp(1.5e9, timezone.utc), datetime.utcfromtimestamp(-1.25), date.fromtimestamp(86400 * 365.25))
print(repr(datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=5), "EST"))), repr(timezone.min), repr(timezone(timedelta(0))), str(timezone(-timedelta(hours=1, seconds=1))))
print(datetime(2024, 1, 31).replace(day=29, month=2), date(2024, 2, 29).replace(year=2025) if False else "", time(1).replace(fold=1).fold)
