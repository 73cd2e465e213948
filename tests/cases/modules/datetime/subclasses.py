# user subclasses of date, datetime, time and timedelta: constructors, reprs, what
# arithmetic and the alternate constructors return
from datetime import date, datetime, time, timedelta, timezone


class MyDate(date):
    def __new__(cls, y, m, d, tag='t'):
        self = super().__new__(cls, y, m, d)
        self.tag = tag
        return self

    def label(self):
        return f'{self.tag}:{self.isoformat()}'


class MyDT(datetime):
    pass


class MyTD(timedelta):
    def hours(self):
        return self.total_seconds() / 3600


class MyTime(time):
    pass


x = MyDate(2024, 1, 31)
print(repr(x), x.label(), type(x + timedelta(1)).__name__, repr(x + timedelta(1)),
      type(x - timedelta(1)).__name__, type(x - date(2024, 1, 1)).__name__)
print(type(MyDate.fromordinal(5)).__name__, repr(MyDate.fromisoformat('2024-02-03')),
      type(MyDate.fromisocalendar(2024, 1, 1)).__name__, type(x.replace(day=1)).__name__)
y = MyDT(2024, 5, 6, 7, 8, tzinfo=timezone.utc)
print(repr(y), type(y + timedelta(1)).__name__, type(y.astimezone(timezone.utc)).__name__,
      type(MyDT.fromisoformat('2024-01-01T00:00')).__name__,
      type(MyDT.strptime('2024', '%Y')).__name__, type(MyDT.combine(x, time(1))).__name__,
      type(MyDT.fromtimestamp(0, timezone.utc)).__name__, type(y.date()).__name__,
      type(y.replace(hour=1)).__name__, isinstance(y, date))
z = MyTD(hours=36)
print(repr(z), z.hours(), type(z + z).__name__, type(z * 2).__name__, type(-z).__name__,
      str(z), z == timedelta(hours=36), hash(z) == hash(timedelta(hours=36)))
t = MyTime(1, 2)
print(repr(t), type(t.replace(hour=3)).__name__, repr(MyTime.fromisoformat('04:05')))
print(date(2024, 1, 1) == MyDate(2024, 1, 1), MyDT(2024, 1, 1) == datetime(2024, 1, 1))
# read-only fields, copies
import copy
for obj, name in [(date(2024, 1, 1), 'year'), (datetime(2024, 1, 1), 'hour'),
                  (datetime(2024, 1, 1), 'month'), (time(1), 'tzinfo'),
                  (timedelta(1), 'days')]:
    try:
        setattr(obj, name, 5)
    except AttributeError as e:
        print(type(e).__name__, e)
    try:
        obj.other = 1
    except AttributeError as e:
        print(type(e).__name__, e)
print(date.year, datetime.hour, datetime.year, timedelta.days, time.fold)
for v in [date(2024, 1, 1), datetime(2024, 1, 1, fold=1), time(1, tzinfo=timezone.utc),
          timedelta(-1), timezone.utc, timezone(timedelta(hours=1), "X"), y, z, t]:
    c = copy.copy(v)
    d = copy.deepcopy(v)
    print(repr(c), repr(d), c == v, d == v, type(c).__name__, type(d).__name__)
