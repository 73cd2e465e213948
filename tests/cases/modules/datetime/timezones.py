# timezone objects, aware arithmetic and comparisons, astimezone, utcoffset/dst/tzname,
# user tzinfo subclasses (with a DST rule and fold), and hash consistency
from datetime import date, time, datetime, timedelta, timezone, tzinfo, UTC

offs = [timedelta(0), timedelta(hours=5, minutes=30), timedelta(hours=-3, minutes=-30),
        timedelta(hours=23, minutes=59), -timedelta(hours=23, minutes=59),
        timedelta(seconds=1), timedelta(microseconds=-1)]
for o in offs:
    for name in (None, 'ABC', ''):
        z = timezone(o) if name is None else timezone(o, name)
        print(repr(z), str(z), z.utcoffset(None), z.dst(None), z.tzname(None),
              z == timezone(o), hash(z) == hash(timezone(o)))
print(UTC is timezone.utc, timezone(timedelta(0)) is timezone.utc, timezone.min,
      timezone.max, repr(timezone(timedelta(0), 'UTC')))
print(timezone.utc == timezone(timedelta(0), 'x'), timezone.utc != 1, {timezone.utc: 1})

z5 = timezone(timedelta(hours=5))
zm7 = timezone(timedelta(hours=-7), 'MST')
a = datetime(2024, 1, 1, 3, tzinfo=z5)
b = datetime(2023, 12, 31, 22, tzinfo=timezone.utc)
c = datetime(2023, 12, 31, 15, tzinfo=zm7)
print(a == b, b == c, a == c, a - b, a - c, c - a, a < c, a <= c, hash(a) == hash(b),
      hash(b) == hash(c), len({a, b, c}))
print(a.utcoffset(), a.dst(), a.tzname(), c.tzname(), repr(a.astimezone(zm7)),
      repr(c.astimezone(timezone.utc)), a.astimezone(z5) is a)
print(repr(a.astimezone()), repr(datetime(2024, 5, 6, 7).astimezone(z5)))
print(a.timestamp(), b.timestamp(), c.timestamp(), a.utctimetuple(), a.timetuple())
print(repr(a + timedelta(hours=30)), repr(a - timedelta(days=400)))
n = datetime(2024, 1, 1)
print(n == a, n != a, a == n, n.utcoffset(), n.tzname(), n.dst(), repr(n.timetz()))
print(a.replace(tzinfo=None) == n.replace(hour=3), repr(a.replace(tzinfo=zm7)))
print(repr(datetime.combine(date(2024, 2, 3), time(4, 5, tzinfo=z5))),
      repr(datetime.combine(date(2024, 2, 3), time(4, 5, tzinfo=z5), tzinfo=None)),
      repr(datetime.combine(date(2024, 2, 3), time(4, 5), zm7)),
      repr(datetime.combine(datetime(2024, 2, 3, 9), time(4, 5))))
print(repr(datetime.fromtimestamp(1234567890.123456, zm7)),
      repr(datetime.fromtimestamp(0, tz=timezone.utc)),
      repr(datetime.fromtimestamp(86400 * 365.25 * 30, z5)))

t1 = time(12, tzinfo=z5)
t2 = time(7, tzinfo=timezone.utc)
t3 = time(7)
print(t1 == t2, t1 < time(8, tzinfo=timezone.utc), t2 == t3, t3 != t2,
      hash(t1) == hash(t2), t1.utcoffset(), t1.tzname(), t3.utcoffset(), repr(t1),
      str(t1), t1.isoformat('minutes'))


class Fixed(tzinfo):
    def __init__(self, minutes, name):
        self.off = timedelta(minutes=minutes)
        self.name = name

    def utcoffset(self, dt):
        return self.off

    def tzname(self, dt):
        return self.name

    def dst(self, dt):
        return timedelta(0)

    def __repr__(self):
        return f'Fixed({self.name})'


class Eastern(tzinfo):
    # US rule: DST from the second Sunday of March 2:00 to the first Sunday of
    # November 2:00, with fold for the repeated hour
    def __repr__(self):
        return 'Eastern()'

    def _start_end(self, year):
        start = datetime(year, 3, 8, 2)
        start += timedelta(days=6 - start.weekday())
        end = datetime(year, 11, 1, 2)
        end += timedelta(days=6 - end.weekday())
        return start, end

    def dst(self, dt):
        if dt is None:
            return timedelta(0)
        start, end = self._start_end(dt.year)
        dt = dt.replace(tzinfo=None)
        if start + timedelta(hours=1) <= dt < end - timedelta(hours=1):
            return timedelta(hours=1)
        if end - timedelta(hours=1) <= dt < end:
            return timedelta(0) if dt.fold else timedelta(hours=1)
        if start <= dt < start + timedelta(hours=1):
            return timedelta(hours=1) if dt.fold else timedelta(0)
        return timedelta(0)

    def utcoffset(self, dt):
        return timedelta(hours=-5) + self.dst(dt)

    def tzname(self, dt):
        return 'EDT' if self.dst(dt) else 'EST'

    def fromutc(self, dt):
        start, end = self._start_end(dt.year)
        start = start.replace(tzinfo=None) + timedelta(hours=5)
        end = end.replace(tzinfo=None) + timedelta(hours=4)
        std = dt + timedelta(hours=-5)
        naive = dt.replace(tzinfo=None)
        if end <= naive < end + timedelta(hours=1):
            return std.replace(fold=1)
        if start <= naive < end:
            return dt + timedelta(hours=-4)
        return std


f = Fixed(90, 'F90')
d = datetime(2024, 6, 1, 12, tzinfo=f)
print(repr(d), d.utcoffset(), d.tzname(), d.dst(), str(d), d.strftime('%z %Z'),
      repr(d.astimezone(timezone.utc)), repr(d.astimezone(Fixed(-60, 'M60'))))
print(d.timetuple(), d == datetime(2024, 6, 1, 10, 30, tzinfo=timezone.utc))
e = Eastern()
for s in ['2024-03-10 01:59', '2024-03-10 02:30', '2024-03-10 03:00', '2024-07-04 12:00',
          '2024-11-03 00:59', '2024-11-03 01:30', '2024-11-03 02:00', '2024-12-25 08:00']:
    x = datetime.fromisoformat(s).replace(tzinfo=e)
    y = x.replace(fold=1)
    print(s, x.utcoffset(), x.tzname(), y.utcoffset(), y.tzname(), x.timetuple().tm_isdst,
          repr(x.astimezone(timezone.utc)), x == y, hash(x) == hash(y) or x != y)
u = datetime(2024, 11, 3, 5, 30, tzinfo=timezone.utc)
for k in range(4):
    v = (u + timedelta(minutes=30 * k)).astimezone(e)
    print(repr(v), v.tzname(), v.fold)
x = datetime(2024, 11, 3, 1, 30, tzinfo=e)
print(x == x.replace(fold=1), x == x.astimezone(timezone.utc),
      x.replace(fold=1) == x.astimezone(timezone.utc))


class BadOffset(tzinfo):
    def __init__(self, v):
        self.v = v

    def utcoffset(self, dt):
        return self.v

    def tzname(self, dt):
        return self.v

    def dst(self, dt):
        return self.v


for v in [1, timedelta(hours=24), timedelta(hours=-25), 'x', timedelta(seconds=1.5)]:
    for meth in ('utcoffset', 'tzname', 'dst', 'isoformat'):
        try:
            print(repr(getattr(datetime(2024, 1, 1, tzinfo=BadOffset(v)), meth)()))
        except Exception as err:
            print(meth, type(err).__name__, err)
print(isinstance(timezone.utc, tzinfo), issubclass(timezone, tzinfo))
try:
    class Sub(timezone):
        pass
except TypeError as err:
    print(type(err).__name__, err)
