# Around every transition of a range of zones (found by bisecting UTC instants in
# three spans from 1900 to 2050, so the footer's rule is crossed too): the local times just before and
# after, the gap or fold on the wall clock with fold=0 and fold=1, and round trips.
import zoneinfo
from datetime import datetime, timedelta, timezone

UTC = timezone.utc
ZONES = ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Antarctica/Troll"]


def off(z, u):
    return u.astimezone(z).utcoffset()


def transitions(z, lo, hi):
    """UTC instants (whole minutes) where the zone's offset or name changes."""
    found = []
    step = timedelta(days=28)
    t = lo
    b = t.astimezone(z)
    while t < hi:
        n = t + step
        a, b = b, n.astimezone(z)
        if (a.utcoffset(), a.tzname(), a.dst()) != (b.utcoffset(), b.tzname(), b.dst()):
            x, y = t, n
            while y - x > timedelta(minutes=1):
                mid = x + (y - x) / 2
                mid = mid.replace(second=0, microsecond=0)
                if mid <= x:
                    break
                m = mid.astimezone(z)
                if (m.utcoffset(), m.tzname(), m.dst()) == (a.utcoffset(), a.tzname(), a.dst()):
                    x = mid
                else:
                    y = mid
            found.append(y)
        t = n
    return found


for key in ZONES:
    z = zoneinfo.ZoneInfo(key)
    ts = []
    for lo, hi in ((1900, 1920), (1968, 1976), (2020, 2050)):
        ts += transitions(z, datetime(lo, 1, 1, tzinfo=UTC), datetime(hi, 1, 1, tzinfo=UTC))
    print(key, len(ts))
    for u in ts[:4] + ts[len(ts) // 2:len(ts) // 2 + 4] + ts[-8:]:
        before = (u - timedelta(seconds=1)).astimezone(z)
        after = u.astimezone(z)
        row = [u.strftime("%Y-%m-%dT%H:%M"), before.isoformat(), str(before.fold),
               after.isoformat(), str(after.fold)]
        # wall times across the change, read with both folds
        start = min(before, after.replace(tzinfo=None).replace(tzinfo=z)).replace(tzinfo=None)
        for k in range(-1, 5):
            w = start + timedelta(minutes=30 * k)
            for fold in (0, 1):
                d = w.replace(tzinfo=z, fold=fold)
                back = d.astimezone(UTC).astimezone(z)
                row.append(f"{d.utcoffset()}|{d.dst()}|{d.tzname()}|{back.isoformat()}/{back.fold}")
        print(" ".join(row))
