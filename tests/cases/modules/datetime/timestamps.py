# timestamp()/fromtimestamp()/utcfromtimestamp() with CPython's rounding (half-even to
# microseconds), ranges and messages; only UTC-explicit forms, so the host zone of the
# python3 that runs this case does not matter
from datetime import date, datetime, timedelta, timezone

utc = timezone.utc
vals = [0, 1, -1, 0.5, -0.5, 1e-6, -1e-6, 5e-7, 1.5e-6, 2.5e-6, -2.5e-6, 0.9999999,
        -0.9999995, 1234567890.123456, 1234567890.1234565, 1.5e9, -1.5e9, 2**31, -2**31,
        253402300799, 253402300799.9999995, -62135596800, -62135596799.5, 951782400,
        True, 10**10, 1e10 + 0.25]
for v in vals:
    try:
        d = datetime.utcfromtimestamp(v)
        e = datetime.fromtimestamp(v, utc)
        print(repr(v), repr(d), repr(e), e.timestamp(), d.replace(tzinfo=utc).timestamp())
    except (ValueError, OverflowError, OSError) as err:
        print(repr(v), type(err).__name__, err)
for v in [0, 1.9, -1.1, 951782400.5, 2**33]:
    d = date.fromtimestamp(v) if False else datetime.fromtimestamp(v, utc).date()
    print(repr(v), d)
for d in [datetime(1970, 1, 1, tzinfo=utc), datetime(2038, 1, 19, 3, 14, 8, tzinfo=utc),
          datetime(1, 1, 1, tzinfo=utc), datetime(9999, 12, 31, 23, 59, 59, 999999,
          tzinfo=utc), datetime(2024, 2, 29, 12, 0, 0, 1,
          tzinfo=timezone(timedelta(hours=-8)))]:
    try:
        back = repr(datetime.fromtimestamp(d.timestamp(), utc))
    except ValueError as err:
        back = str(err)
    print(repr(d), d.timestamp(), back, d.utctimetuple())
