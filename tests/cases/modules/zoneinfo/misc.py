# copy/deepcopy and __reduce__ of cached and no_cache zones, fold at DST ends, the
# timetuple's isdst, None for non-fixed zones, fromtimestamp far from today, the
# edges of datetime's range.
import copy, zoneinfo
from datetime import datetime, timedelta, timezone
z = zoneinfo.ZoneInfo("Europe/Berlin")
print(copy.copy(z) is z, copy.deepcopy(z) is z)
nc = zoneinfo.ZoneInfo.no_cache("Europe/Berlin")
print(copy.copy(nc) is nc, copy.deepcopy(nc) is z)
print(z.__reduce__()[1], nc.__reduce__()[1])
d = datetime(2024, 10, 27, 2, 30, tzinfo=z)
print(d, d.fold, d.replace(fold=1), d.replace(fold=1).utcoffset())
print(d.timetuple().tm_isdst, d.replace(fold=1).timetuple().tm_isdst, d.utctimetuple())
print(d.isoformat(), d.astimezone(timezone.utc).isoformat(), d.replace(fold=1).astimezone(timezone.utc).isoformat())
print(d.ctime(), format(d, "%Y-%m-%d %H:%M %Z%z"))
print(datetime(2024, 3, 31, 2, 30, tzinfo=z).astimezone(timezone.utc), datetime(2024, 3, 31, 2, 30, fold=1, tzinfo=z).astimezone(timezone.utc))
print(z.utcoffset(None), z.dst(None), z.tzname(None))
u = zoneinfo.ZoneInfo("UTC")
print(u.utcoffset(None), u.tzname(None), datetime(2020,1,1,tzinfo=u).isoformat(), repr(u))
try:
    z.utcoffset(5)
except Exception as e:
    print(type(e).__name__, e)
print(datetime.fromtimestamp(0, z), datetime.fromtimestamp(2**31, z), datetime.fromtimestamp(-2**33, z))
print(datetime.max.replace(tzinfo=z).utcoffset(), datetime.min.replace(tzinfo=z).utcoffset())
try:
    print(datetime.min.replace(tzinfo=timezone.utc).astimezone(zoneinfo.ZoneInfo("Asia/Tokyo")))
    print(datetime.max.replace(tzinfo=timezone.utc).astimezone(zoneinfo.ZoneInfo("America/New_York")))
except Exception as e:
    print(type(e).__name__, e)
print(type(zoneinfo.ZoneInfo).__name__, zoneinfo.ZoneInfo.__name__, zoneinfo.ZoneInfo.__qualname__)
print(hasattr(z, "__dict__"), z == zoneinfo.ZoneInfo("Europe/Berlin"), hash(z) == hash(zoneinfo.ZoneInfo("Europe/Berlin")))
print(zoneinfo.TZPATH)
