# ZoneInfo's API: the cache (ZoneInfo(k) is ZoneInfo(k)), no_cache, clear_cache,
# key/str/repr, subclasses with their own cache, the errors CPython gives for bad keys,
# fromutc's checks, time objects, from_file on TZif bytes, and arithmetic across DST.
import io
import struct
import zoneinfo
from datetime import date, datetime, time, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

ny = ZoneInfo("America/New_York")
print(ny is ZoneInfo("America/New_York"), ny.key, str(ny), repr(ny))
fresh = ZoneInfo.no_cache("America/New_York")
print(fresh is ny, fresh.key, fresh == ny, isinstance(ny, tzinfo))
ZoneInfo.clear_cache(only_keys=["Europe/Paris"])
print(ny is ZoneInfo("America/New_York"))
ZoneInfo.clear_cache()
ny2 = ZoneInfo("America/New_York")
print(ny2 is ny, ny2 is ZoneInfo("America/New_York"))


class Mine(ZoneInfo):
    pass


m = Mine("Europe/Paris")
print(repr(m), str(m), m is Mine("Europe/Paris"), m is ZoneInfo("Europe/Paris"), type(m).__name__)

print(issubclass(ZoneInfoNotFoundError, KeyError), ZoneInfoNotFoundError.__module__)
for bad in ["Nope/Nowhere", "", "/etc/passwd", "../etc", "a/../b", "America/", "America",
            "Europe//Paris", 5, None]:
    try:
        ZoneInfo(bad)
    except Exception as e:
        print(repr(bad), type(e).__name__, e)
try:
    ZoneInfo("No/Such")
except KeyError as e:
    print("KeyError:", e.args)

try:
    ny.fromutc(date(2020, 1, 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    ny.fromutc(datetime(2020, 1, 1))
except Exception as e:
    print(type(e).__name__, e)
print(ny.fromutc(datetime(2020, 7, 1, 12, tzinfo=ny)))

# time objects ask the zone with None: only a fixed zone answers
for key in ("UTC", "Etc/GMT-3", "America/New_York", "Asia/Kolkata"):
    t = time(12, 30, tzinfo=ZoneInfo(key))
    print(key, t.utcoffset(), t.tzname(), t.dst(), t.isoformat())

# arithmetic is wall-clock arithmetic within a zone; differences across zones are exact
a = datetime(2024, 3, 9, 12, tzinfo=ny)
b = a + timedelta(days=1)
print(b, b - a, b.astimezone(timezone.utc) - a.astimezone(timezone.utc))
paris = ZoneInfo("Europe/Paris")
c = datetime(2024, 3, 31, 12, tzinfo=paris)
print(c - a, a < c, a == a.astimezone(paris), a.astimezone(paris))
print(sorted([c, a, b]))
print(datetime.fromtimestamp(1710054000, ny), datetime.fromtimestamp(1730613600, ny).fold)
print(datetime(2024, 11, 3, 1, 30, fold=1, tzinfo=ny).timestamp(),
      datetime(2024, 11, 3, 1, 30, tzinfo=ny).timestamp())
print(datetime.now(ny).tzinfo is ny, datetime(2024, 1, 1, tzinfo=ny).strftime("%Z %z %c"))
print(hash(datetime(2024, 11, 3, 1, 30, tzinfo=ny)) == hash(datetime(2024, 11, 3, 1, 30, fold=1, tzinfo=ny)))


def tzif(times, types, abbrs, footer):
    """A version-2 TZif file: an empty version-1 block, then the 64-bit data."""
    empty = b"TZif2" + bytes(15) + struct.pack(">6l", 0, 0, 0, 0, 0, 0)
    head = b"TZif2" + bytes(15) + struct.pack(">6l", 0, 0, 0, len(times), len(types), len(abbrs))
    body = b"".join(struct.pack(">q", t) for t, _ in times)
    body += bytes(i for _, i in times)
    body += b"".join(struct.pack(">lBB", off, dst, at) for off, dst, at in types)
    return empty + head + body + abbrs + b"\n" + footer + b"\n"


data = tzif([(0, 1), (15000000, 2)], [(3600, 0, 0), (7200, 0, 4), (10800, 1, 8)],
            b"AAA\0BBB\0CCC\0", b"BBB-2CCC,M3.5.0,M10.5.0/3")
z = ZoneInfo.from_file(io.BytesIO(data), key="Test/Zone")
print(repr(z), str(z), z.key)
for dt in (datetime(1969, 12, 31, 12), datetime(1970, 3, 1), datetime(1970, 7, 1),
           datetime(2030, 1, 1), datetime(2030, 7, 1), datetime(2030, 3, 31, 2, 30),
           datetime(2030, 10, 27, 2, 30)):
    d = dt.replace(tzinfo=z)
    print(d, d.utcoffset(), d.dst(), d.tzname(), d.replace(fold=1).utcoffset())
    print(" ", d.astimezone(timezone.utc).astimezone(z))
z2 = ZoneInfo.from_file(io.BytesIO(data))
print(z2.key, str(z2).startswith("zoneinfo.ZoneInfo.from_file("))
try:
    import copy

    copy.copy(z2)
except Exception as e:
    print(type(e).__name__, e)
for junk in (b"", b"XXXX" + bytes(60)):
    try:
        ZoneInfo.from_file(io.BytesIO(junk))
    except Exception as e:
        print(type(e).__name__, e)
for footer in (b"", b"EST5", b"<+0330>-3:30", b"AAA3BBB,J60/2,J300/2", b"AAA-10BBB,60,300/25"):
    z = ZoneInfo.from_file(io.BytesIO(tzif([], [(3600, 0, 0)], b"XXX\0", footer)))
    out = []
    for dt in (datetime(2021, 1, 15), datetime(2021, 3, 2, 12), datetime(2024, 3, 1, 3), datetime(2024, 7, 1)):
        d = dt.replace(tzinfo=z)
        out.append(f"{d.utcoffset()}|{d.dst()}|{d.tzname()}")
    print(footer, out, time(1, tzinfo=z).utcoffset())
print(sorted(zoneinfo.available_timezones())[:3], "America/New_York" in zoneinfo.available_timezones())
print(zoneinfo.__all__)
