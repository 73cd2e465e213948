# Every key available_timezones() lists (python3 reads the same Debian tzdata at run
# time): offsets, DST and names for both folds at dates from the LMT era to past the
# table's end (the POSIX TZ footer rule), and UTC instants converted with astimezone.
import zoneinfo
from datetime import datetime, timezone

WALL = ((1890, 6, 1, 12), (1944, 7, 1, 0), (1977, 4, 3, 2), (2001, 10, 28, 1),
        (2024, 3, 10, 2), (2024, 3, 31, 2), (2024, 11, 3, 1), (2056, 7, 1, 12),
        (2067, 10, 30, 1), (2099, 3, 29, 2))
keys = sorted(zoneinfo.available_timezones())
print(len(keys))
for key in keys:
    z = zoneinfo.ZoneInfo(key)
    out = []
    for y, m, d, h in WALL:
        a = datetime(y, m, d, h, 30, tzinfo=z)
        b = a.replace(fold=1)
        out.append(f"{a.utcoffset()}|{a.dst()}|{a.tzname()}")
        if b.utcoffset() != a.utcoffset():
            out.append(f"fold1:{b.utcoffset()}|{b.dst()}|{b.tzname()}")
        loc = datetime(y, m, d, h, 30, tzinfo=timezone.utc).astimezone(z)
        out.append(f"{loc:%Y%m%d%H%M%S%z}/{loc.fold}")
    print(key, " ".join(out))
