# now()/today()/utcnow() read the host clock: only their types and relations are
# compared with CPython
import datetime as D

a = D.datetime.now()
b = D.datetime.now(D.timezone.utc)
c = D.datetime.utcnow()
d = D.date.today()
e = D.datetime.today()
f = D.datetime.now(tz=D.timezone(D.timedelta(hours=3)))
print(type(a).__name__, type(b).__name__, type(c).__name__, type(d).__name__,
      type(e).__name__)
print(a.tzinfo, b.tzinfo, c.tzinfo, f.utcoffset(), e.tzinfo)
print(b <= D.datetime.now(D.timezone.utc), abs(f - b) < D.timedelta(seconds=5))
print(abs(c - b.replace(tzinfo=None)) < D.timedelta(seconds=5), d.year >= 2024,
      D.date(2024, 1, 1) < d, b.year >= 2024)
print(abs(D.datetime.fromtimestamp(b.timestamp(), D.timezone.utc) - b) <
      D.timedelta(milliseconds=1))
