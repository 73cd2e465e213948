# datetime - pyeval's own implementation of CPython 3.11's datetime module: date, time,
# datetime, timedelta, tzinfo, timezone with the C module's (_datetime's) values, reprs
# and messages. CPython's Lib/datetime.py and Modules/_datetimemodule.c were the
# reference for the rules, not the source.
#
# The sandbox's local time zone is UTC (docs/differences.md): naive timestamps,
# astimezone() and now() read no host zone. The host clock comes from _clock_ns (C,
# modules/datetime.c); _set_c_name gives each class the tp_name its C type has
# ("datetime.date"), which operator messages print.
#
# Invariants: every instance is made by _new_* helpers that store already-validated
# fields; a subclass instance is made by calling the subclass (as CPython's
# new_*_subclass_ex do), so its own __new__/__init__ run.

import sys as _sys
import time as _time

_struct_time = _time.struct_time

__all__ = ('date', 'datetime', 'time', 'timedelta', 'timezone', 'tzinfo', 'MINYEAR',
           'MAXYEAR', 'UTC')

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059
_MAX_DELTA_DAYS = 999999999

_DAYS_IN_MONTH = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_DAYS_BEFORE_MONTH = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_DAYNAMES = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
_FULL_DAYNAMES = ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
                  'Sunday')
_MONTHNAMES = (None, 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep',
               'Oct', 'Nov', 'Dec')
_FULL_MONTHNAMES = (None, 'January', 'February', 'March', 'April', 'May', 'June',
                    'July', 'August', 'September', 'October', 'November', 'December')

_INT_MAX = 2147483647


# ---- calendar arithmetic (proleptic Gregorian; day 1 is 0001-01-01) ------------------

def _is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _days_before_year(y):
    y -= 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(y, m):
    if m == 2 and _is_leap(y):
        return 29
    return _DAYS_IN_MONTH[m]


def _days_before_month(y, m):
    return _DAYS_BEFORE_MONTH[m] + (m > 2 and _is_leap(y))


def _ymd2ord(y, m, d):
    return _days_before_year(y) + _days_before_month(y, m) + d


_DI400Y = 146097
_DI100Y = 36524
_DI4Y = 1461


def _ord2ymd(n):
    # Valid for any int n. Counting from 0000-03-01 puts each leap day at the end of
    # its cycle: the 400-year era, then the year of the era (a year runs March to
    # February), then the month by the 153-days-per-5-months rhythm of Mar..Jan.
    shifted = n + 305  # ordinal 1 (0001-01-01) is day 306 from 0000-03-01
    era, day_of_era = divmod(shifted, 146097)
    year_of_era = (day_of_era - day_of_era // 1460 + day_of_era // 36524
                   - day_of_era // 146096) // 365
    day_of_year = day_of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    march_month = (5 * day_of_year + 2) // 153  # 0 = March .. 11 = February
    day = day_of_year - (153 * march_month + 2) // 5 + 1
    month = march_month + 3 if march_month < 10 else march_month - 9
    return era * 400 + year_of_era + (month <= 2), month, day


def _iso_week1_monday(year):
    # the Monday on or before January 4th, which ISO 8601 puts in week 1
    jan4 = _ymd2ord(year, 1, 4)
    return jan4 - (jan4 + 6) % 7


def _isocalendar(y, m, d):
    # A week belongs to the ISO year holding its Thursday; ordinal 1 is a Monday.
    n = _ymd2ord(y, m, d)
    weekday = (n + 6) % 7
    thursday = n - weekday + 3
    iso_year = _ord2ymd(thursday)[0]
    return iso_year, (thursday - _ymd2ord(iso_year, 1, 1)) // 7 + 1, weekday + 1


# ---- argument checking ---------------------------------------------------------------

def _tpname(obj):
    # the tp_name CPython prints for obj's type
    t = type(obj)
    if t in _C_TYPES:
        return 'datetime.' + t.__name__
    return t.__name__


def _c_int(v):
    # an argument CPython parses with "i": an int (via __index__) that fits in a C int
    if type(v) is int and -2147483648 <= v <= 2147483647:
        return v
    if type(v) is not int:
        if isinstance(v, int):
            v = int(v)
        elif isinstance(v, float) or not hasattr(type(v), '__index__'):
            raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an "
                            "integer")
        else:
            v = type(v).__index__(v)
    if v > _INT_MAX:
        if v > 9223372036854775807:
            raise OverflowError('Python int too large to convert to C long')
        raise OverflowError('signed integer is greater than maximum')
    if v < -_INT_MAX - 1:
        if v < -9223372036854775808:
            raise OverflowError('Python int too large to convert to C long')
        raise OverflowError('signed integer is less than minimum')
    return v


def _parse_args(fname, args, kw, names, nreq, nposmax=None):
    # PyArg_ParseTupleAndKeywords's checks, in its order, with its messages; fname ''
    # stands for "function"
    where = 'function' if not fname else fname + '()'
    n = len(names)
    nargs = len(args)
    total = nargs + len(kw)
    if total > n:
        raise TypeError(f'{where} takes at most {n} {"keyword " if not args else ""}'
                        f"argument{'' if n == 1 else 's'} ({total} given)")
    if nposmax is not None and nargs > nposmax:
        raise TypeError(f'{where} takes at most {nposmax} positional argument'
                        f"{'' if nposmax == 1 else 's'} ({nargs} given)")
    vals = list(args) + [_MISSING] * (n - nargs)
    for i in range(nargs, n):
        name = names[i]
        if name in kw:
            vals[i] = kw[name]
        elif i < nreq:
            raise TypeError(f"{where} missing required argument '{name}' "
                            f'(pos {i + 1})')
    for i in range(nargs):
        if names[i] in kw:
            raise TypeError(f"argument for {where} given by name ('{names[i]}') and "
                            f'position ({i + 1})')
    for k in kw:
        if k not in names:
            where2 = 'this function' if not fname else fname + '()'
            raise TypeError(f"'{k}' is an invalid keyword argument for {where2}")
    return vals


class _ReadOnly:
    # a read-only field with the getset descriptor's message on assignment; the value
    # lives in the slot named '_' + name
    __slots__ = ('name', 'slot', 'owner')

    def __init__(self, name, owner):
        self.name = name
        self.slot = '_' + name
        self.owner = owner

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return getattr(obj, self.slot)

    def __set__(self, obj, value):
        if self.owner == 'datetime.timedelta':
            raise AttributeError('readonly attribute')  # a member, not a getset
        raise AttributeError(f"attribute '{self.name}' of '{self.owner}' objects is not "
                             'writable')

    def __delete__(self, obj):
        self.__set__(obj, None)

    def __repr__(self):
        kind = 'member' if self.owner == 'datetime.timedelta' else 'attribute'
        return f"<{kind} '{self.name}' of '{self.owner}' objects>"


class _Missing:
    __slots__ = ()


_MISSING = _Missing()


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError('tzinfo argument must be None or of a tzinfo subclass, not type '
                        f"'{type(tz).__name__}'")


def _check_date(year, month, day):
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f'year {year} is out of range')
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError('day is out of range for month')


_TIME_FIELDS = (('hour', 23), ('minute', 59), ('second', 59), ('microsecond', 999999))


def _check_time(hour, minute, second, microsecond, fold):
    # one test on the common path (every datetime built checks its time); the first
    # field out of range names itself only when one is
    if not (0 <= hour < 24 and 0 <= minute < 60 and 0 <= second < 60
            and 0 <= microsecond < 1000000):
        for (name, top), value in zip(_TIME_FIELDS, (hour, minute, second, microsecond)):
            if value < 0 or value > top:
                raise ValueError(f'{name} must be in 0..{top}')
    if fold != 0 and fold != 1:
        raise ValueError('fold must be either 0 or 1')


def _cmp(a, b):
    return 0 if a == b else (1 if a > b else -1)


def _round_half_even_div(a, b):
    # a / b rounded to the nearest int, ties to even (b != 0)
    q, r = divmod(a, b)
    r2 = r * 2
    if b > 0:
        up = r2 > b or (r2 == b and q % 2 == 1)
    else:
        up = r2 < b or (r2 == b and q % 2 == 1)
    return q + 1 if up else q


_DAY_US = 86400000000


def _utcoffset_checked(tz, dt, meth):
    # tz.utcoffset(dt) or tz.dst(dt), held to what CPython's call_utcoffset accepts:
    # None, or a timedelta strictly within one day either way
    off = getattr(tz, meth)(dt)
    if off is not None and not isinstance(off, timedelta):
        raise TypeError(f'tzinfo.{meth}() must return None or timedelta, not '
                        f"'{_tpname(off)}'")
    if off is not None and abs(off._us()) >= _DAY_US:
        raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24)'
                         ' and timedelta(hours=24).')
    return off


def _tzname_checked(tz, dt):
    name = tz.tzname(dt)
    if name is not None and not isinstance(name, str):
        raise TypeError(f'tzinfo.tzname() must return None or a string, not '
                        f"'{_tpname(name)}'")
    return name


def _format_offset(off, sep):
    # +HH<sep>MM[<sep>SS[.ffffff]] of a timedelta, '' for None
    if off is None:
        return ''
    us = off._us()
    sign = '+'
    if us < 0:
        sign = '-'
        us = -us
    secs, us = divmod(us, 1000000)
    mm, ss = divmod(secs, 60)
    hh, mm = divmod(mm, 60)
    s = f'{sign}{hh:02d}{sep}{mm:02d}'
    if ss or us:
        s += f'{sep}{ss:02d}'
        if us:
            s += f'.{us:06d}'
    return s


def _format_time(hh, mm, ss, us, timespec):
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    if timespec == 'hours':
        return f'{hh:02d}'
    if timespec == 'minutes':
        return f'{hh:02d}:{mm:02d}'
    if timespec == 'seconds':
        return f'{hh:02d}:{mm:02d}:{ss:02d}'
    if timespec == 'milliseconds':
        return f'{hh:02d}:{mm:02d}:{ss:02d}.{us // 1000:03d}'
    if timespec == 'microseconds':
        return f'{hh:02d}:{mm:02d}:{ss:02d}.{us:06d}'
    raise ValueError('Unknown timespec value')


def _check_str_arg(fname, i, v):
    if not isinstance(v, str):
        raise TypeError(f'{fname}() argument {i} must be str, not {type(v).__name__}')


# ---- timedelta -----------------------------------------------------------------------

_TD_NAMES = ('days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours',
             'weeks')
_TD_FACTORS = (86400000000, 1000000, 1, 1000, 60000000, 3600000000, 604800000000)
_TD_FACTOR_OF = dict(zip(_TD_NAMES, _TD_FACTORS))


def _modf(x):
    # math.modf without math: (fraction, integral part), both floats with x's sign
    if x != x or x in (float('inf'), float('-inf')):
        return (0.0 if x == x else x), x
    i = float(int(x))
    return x - i, i


def _td_from_us(cls, us):
    # a timedelta of us microseconds, with CPython's range check
    secs, us = divmod(us, 1000000)
    days, secs = divmod(secs, 86400)
    if days > _INT_MAX or days < -_INT_MAX - 1:
        raise OverflowError('Python int too large to convert to C int')
    if not -_MAX_DELTA_DAYS <= days <= _MAX_DELTA_DAYS:
        raise OverflowError(f'days={days}; must have magnitude <= {_MAX_DELTA_DAYS}')
    if cls is timedelta:
        self = object.__new__(timedelta)
        self._days = days
        self._seconds = secs
        self._microseconds = us
        self._hashcode = -1
        return self
    return cls(days, secs, us)


class timedelta:
    __slots__ = ('_days', '_seconds', '_microseconds', '_hashcode')

    def __new__(cls, *args, **kw):
        if not args and cls is timedelta:
            # the common form: int keywords only, exact, one normalisation
            total = 0
            for k in kw:
                v = kw[k]
                f = _TD_FACTOR_OF.get(k)
                if f is None or type(v) is not int:
                    break
                total += v * f
            else:
                return _td_from_us(timedelta, total)
        vals = _parse_args('__new__', args, kw, _TD_NAMES, 0)
        total = 0
        leftover = 0.0
        for i in range(7):
            v = vals[i]
            if v is _MISSING:
                continue
            factor = _TD_FACTORS[i]
            if isinstance(v, int):
                total += int(v) * factor
            elif isinstance(v, float):
                frac, whole = _modf(v)
                total += int(whole) * factor
                if frac != 0.0:
                    frac, whole = _modf(factor * frac)
                    total += int(whole)
                    leftover += frac
            else:
                raise TypeError(f'unsupported type for timedelta {_TD_NAMES[i]} '
                                f'component: {type(v).__name__}')
        if leftover != 0.0:
            # C's round() (half away from zero), then half-even for exact halves
            whole = float(int(leftover + (0.5 if leftover > 0 else -0.5)))
            if abs(whole - leftover) == 0.5:
                odd = total & 1
                whole = 2.0 * float(int((leftover + odd) * 0.5 +
                                        (0.5 if leftover + odd > 0 else -0.5))) - odd
            total += int(whole)
        secs, us = divmod(total, 1000000)
        days, secs = divmod(secs, 86400)
        if days > _INT_MAX or days < -_INT_MAX - 1:
            raise OverflowError('Python int too large to convert to C int')
        if not -_MAX_DELTA_DAYS <= days <= _MAX_DELTA_DAYS:
            raise OverflowError(f'days={days}; must have magnitude <= {_MAX_DELTA_DAYS}')
        self = object.__new__(cls)
        self._days = days
        self._seconds = secs
        self._microseconds = us
        self._hashcode = -1
        return self

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    days = _ReadOnly('days', 'datetime.timedelta')

    seconds = _ReadOnly('seconds', 'datetime.timedelta')

    microseconds = _ReadOnly('microseconds', 'datetime.timedelta')

    def total_seconds(self):
        return self._us() / 10**6

    def __repr__(self):
        parts = []
        if self._days:
            parts.append(f'days={self._days}')
        if self._seconds:
            parts.append(f'seconds={self._seconds}')
        if self._microseconds:
            parts.append(f'microseconds={self._microseconds}')
        return f"{_tpname(self)}({', '.join(parts) if parts else '0'})"

    def __str__(self):
        # [D day[s], ]H:MM:SS[.ffffff]
        clock = '%d:%02d:%02d' % (self._seconds // 3600, self._seconds // 60 % 60,
                                  self._seconds % 60)
        frac = '.%06d' % self._microseconds if self._microseconds else ''
        if not self._days:
            return clock + frac
        unit = 'day' if self._days in (1, -1) else 'days'
        return f'{self._days} {unit}, {clock}{frac}'

    def __format__(self, fmt):
        _check_str_arg('__format__', 1, fmt)
        if fmt:
            return object.__format__(self, fmt)
        return str(self)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _td_from_us(timedelta, self._us() + other._us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _td_from_us(timedelta, self._us() - other._us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return _td_from_us(timedelta, other._us() - self._us())
        return NotImplemented

    def __neg__(self):
        return _td_from_us(timedelta, -self._us())

    def __pos__(self):
        return _td_from_us(timedelta, self._us())

    def __abs__(self):
        return _td_from_us(timedelta, abs(self._us()))

    def __mul__(self, other):
        if isinstance(other, int):
            return _td_from_us(timedelta, self._us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return _td_from_us(timedelta, _round_half_even_div(self._us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            d = other._us()
            if d == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            return self._us() // d
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            return _td_from_us(timedelta, self._us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            d = other._us()
            if d == 0:
                raise ZeroDivisionError('division by zero')
            return self._us() / d
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            return _td_from_us(timedelta, _round_half_even_div(self._us(), other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            if a == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            return _td_from_us(timedelta, _round_half_even_div(self._us() * b, a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            d = other._us()
            if d == 0:
                raise ZeroDivisionError('integer modulo by zero')
            return _td_from_us(timedelta, self._us() % d)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            d = other._us()
            if d == 0:
                raise ZeroDivisionError('integer division or modulo by zero')
            q, r = divmod(self._us(), d)
            return q, _td_from_us(timedelta, r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._us() == other._us()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return self._us() != other._us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us() < other._us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us() <= other._us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us() > other._us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us() >= other._us()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash((self._days, self._seconds, self._microseconds))
        return self._hashcode

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return type(self), (self._days, self._seconds, self._microseconds)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


timedelta.min = _td_from_us(timedelta, -_MAX_DELTA_DAYS * 86400000000)
timedelta.max = _td_from_us(timedelta, (_MAX_DELTA_DAYS + 1) * 86400000000 - 1)
timedelta.resolution = _td_from_us(timedelta, 1)


# ---- date ----------------------------------------------------------------------------

def _new_date(cls, y, m, d):
    if cls is date:
        self = object.__new__(date)
        self._year = y
        self._month = m
        self._day = d
        self._hashcode = -1
        return self
    return cls(y, m, d)


def _date_from_ord(cls, n):
    if not 1 <= n <= _MAXORDINAL:
        if n < 1:
            raise ValueError('ordinal must be >= 1')
        raise ValueError(f'year {_ord2ymd(n)[0]} is out of range')
    y, m, d = _ord2ymd(n)
    return _new_date(cls, y, m, d)


def _date_fields_from_seconds(secs):
    # (y, m, d, hh, mm, ss) of secs after the epoch, in UTC; year-range errors as
    # CPython's (gmtime then the constructor)
    days, rem = divmod(secs, 86400)
    y, m, d = _ord2ymd(days + 719163)
    if y - 1900 > _INT_MAX or y - 1900 < -_INT_MAX - 1:
        raise OverflowError('timestamp out of range for platform time_t')
    if not MINYEAR <= y <= MAXYEAR:
        raise ValueError(f'year {y} is out of range')
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    return y, m, d, hh, mm, ss


def _timestamp_parts(t, floor):
    # (seconds, microseconds) of a timestamp: round half-even to microseconds, or floor
    # to seconds (date.fromtimestamp)
    if isinstance(t, float):
        if t != t:
            raise ValueError('Invalid value NaN (not a number)')
        if floor:
            if not -9.223372036854776e18 <= t < 9.223372036854776e18:
                raise OverflowError('timestamp out of range for platform time_t')
            i = int(t)
            if i > t:
                i -= 1
            return i, 0
        frac, whole = _modf(t)
        f = frac * 1e6
        fr, fw = _modf(f)
        us = int(fw)
        if abs(fr) > 0.5 or (abs(fr) == 0.5 and us % 2 == 1):
            us += 1 if f > 0 else -1
        if not -9.223372036854776e18 <= whole < 9.223372036854776e18:
            raise OverflowError('timestamp out of range for platform time_t')
        secs = int(whole)
        if us >= 1000000:
            us -= 1000000
            secs += 1
        elif us < 0:
            us += 1000000
            secs -= 1
        return secs, us
    if not isinstance(t, int):
        if hasattr(type(t), '__index__'):
            t = type(t).__index__(t)
        else:
            raise TypeError(f"'{type(t).__name__}' object cannot be interpreted as an "
                            "integer")
    if not -9223372036854775808 <= t <= 9223372036854775807:
        raise OverflowError('timestamp out of range for platform time_t')
    return int(t), 0


def _now_parts():
    ns = _clock_ns()
    secs, ns = divmod(ns, 1000000000)
    return secs, ns // 1000


class date:
    __slots__ = ('_year', '_month', '_day', '_hashcode')

    def __new__(cls, *args, **kw):
        if kw or len(args) != 3:
            y, m, d = _parse_args('', args, kw, ('year', 'month', 'day'), 3)
        else:
            y, m, d = args
        y = _c_int(y)
        m = _c_int(m)
        d = _c_int(d)
        _check_date(y, m, d)
        self = object.__new__(cls)
        self._year = y
        self._month = m
        self._day = d
        self._hashcode = -1
        return self

    # -- alternate constructors

    @classmethod
    def fromtimestamp(cls, t):
        secs, _ = _timestamp_parts(t, True)
        y, m, d, _, _, _ = _date_fields_from_seconds(secs)
        return _new_date(cls, y, m, d)

    @classmethod
    def today(cls, *args):
        if args:
            raise TypeError(f'date.today() takes no arguments ({len(args)} given)')
        secs, _ = _now_parts()
        return cls.fromtimestamp(secs)

    @classmethod
    def fromordinal(cls, n):
        n = _c_int(n)
        return _date_from_ord(cls, n)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError('fromisoformat: argument must be str')
        # YYYY-MM-DD, YYYYMMDD, YYYY-Www or YYYYWww, YYYY-Www-D or YYYYWwwD
        ymd = _parse_iso_date(s, 0, len(s)) if len(s) in (7, 8, 10) else None
        if ymd is None:
            raise ValueError(f'Invalid isoformat string: {s!r}')
        return date(*ymd) if cls is date else cls(*ymd)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        year = _c_int(year)
        week = _c_int(week)
        day = _c_int(day)
        y, m, d = _iso_to_ymd(year, week, day, True)
        _check_date(y, m, d)
        return _new_date(cls, y, m, d)

    # -- fields

    year = _ReadOnly('year', 'datetime.date')

    month = _ReadOnly('month', 'datetime.date')

    day = _ReadOnly('day', 'datetime.date')

    # -- formatting

    def __repr__(self):
        return f'{_tpname(self)}({self._year}, {self._month}, {self._day})'

    def isoformat(self, *args, **kw):
        if args or kw:
            raise TypeError(f'date.isoformat() takes no arguments ({len(args) + len(kw)}'
                            ' given)')
        return f'{self._year:04d}-{self._month:02d}-{self._day:02d}'

    def __str__(self):
        return self.isoformat()

    def ctime(self):
        wd = (_ymd2ord(self._year, self._month, self._day) + 6) % 7
        return (f'{_DAYNAMES[wd]} {_MONTHNAMES[self._month]} {self._day:2d} 00:00:00 '
                f'{self._year:04d}')

    def strftime(self, fmt):
        _check_str_arg('strftime', 1, fmt)
        return _strftime(self, fmt, self._tuple9(), None)

    def __format__(self, fmt):
        _check_str_arg('__format__', 1, fmt)
        if not fmt:
            return str(self)
        return self.strftime(fmt)

    # -- queries

    def _tuple9(self):
        y, m, d = self._year, self._month, self._day
        return (y, m, d, 0, 0, 0, (_ymd2ord(y, m, d) + 6) % 7,
                _days_before_month(y, m) + d, -1)

    def timetuple(self):
        return _struct_time(self._tuple9())

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def weekday(self):
        return (_ymd2ord(self._year, self._month, self._day) + 6) % 7

    def isoweekday(self):
        return (_ymd2ord(self._year, self._month, self._day) + 6) % 7 + 1

    def isocalendar(self):
        return _IsoCalendarDate(*_isocalendar(self._year, self._month, self._day))

    def replace(self, *args, **kw):
        y, m, d = _parse_args('replace', args, kw, ('year', 'month', 'day'), 0)
        return type(self)(self._year if y is _MISSING else y,
                          self._month if m is _MISSING else m,
                          self._day if d is _MISSING else d)

    # -- comparisons: a datetime is not comparable with a date (datetime's methods
    # decide, and == falls back to identity)

    def _cmpkey(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() == other._cmpkey()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() != other._cmpkey()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() < other._cmpkey()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() <= other._cmpkey()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() > other._cmpkey()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() >= other._cmpkey()
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            self._hashcode = hash(('date', self._year, self._month, self._day))
        return self._hashcode

    # -- arithmetic

    def __add__(self, other):
        if isinstance(other, timedelta):
            n = _ymd2ord(self._year, self._month, self._day) + other._days
            if not 1 <= n <= _MAXORDINAL:
                raise OverflowError('date value out of range')
            y, m, d = _ord2ymd(n)
            return _new_date(type(self), y, m, d)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            n = _ymd2ord(self._year, self._month, self._day) - other._days
            if not 1 <= n <= _MAXORDINAL:
                raise OverflowError('date value out of range')
            y, m, d = _ord2ymd(n)
            return _new_date(type(self), y, m, d)
        if isinstance(other, date) and not isinstance(other, datetime):
            days = self.toordinal() - other.toordinal()
            return _td_from_us(timedelta, days * 86400000000)
        return NotImplemented

    def __reduce__(self):
        return type(self), (self._year, self._month, self._day)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class IsoCalendarDate(tuple):
    __slots__ = ()

    def __new__(cls, year, week, weekday):
        return tuple.__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __reduce__(self):
        return (tuple, (tuple(self),))

    def __repr__(self):
        return (f'datetime.IsoCalendarDate(year={self[0]}, week={self[1]}, '
                f'weekday={self[2]})')


_IsoCalendarDate = IsoCalendarDate
del IsoCalendarDate


def _iso_weeks(year):
    # 53 when the year starts on a Thursday, or on a Wednesday in a leap year
    jan1_weekday = (_ymd2ord(year, 1, 1) + 6) % 7  # Monday 0
    return 53 if jan1_weekday == 3 or (jan1_weekday == 2 and _is_leap(year)) else 52


def _iso_to_ymd(year, week, day, strict):
    # fromisocalendar's checks (strict: with their messages; else None on error)
    problem = None
    if strict and not MINYEAR <= year <= MAXYEAR:
        problem = f'Year is out of range: {year}'
    elif not 1 <= week <= 52 and (week != 53 or _iso_weeks(year) != 53):
        problem = f'Invalid week: {week}'
    elif not 1 <= day <= 7:
        problem = f'Invalid day: {day} (range is [1, 7])'
    if problem is not None:
        if strict:
            raise ValueError(problem)
        return None
    n = _iso_week1_monday(year) + 7 * week + day - 8
    # ISO year 0 from a string: CPython's C arithmetic yields month <= 0 here, which
    # the constructor then refuses
    return _ord2ymd(n) if n >= 1 else (1, 0, 0)


# ---- tzinfo and timezone -------------------------------------------------------------

class tzinfo:
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement tzname()')

    def utcoffset(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement utcoffset()')

    def dst(self, dt):
        raise NotImplementedError('a tzinfo subclass must implement dst()')

    def fromutc(self, dt):
        # The default conversion, right for zones whose standard offset (utcoffset
        # less dst) never changes: shift to standard time, then add the DST in force
        # at that standard time.
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt._tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')

        def required(when, meth, message):
            value = _utcoffset_checked(self, when, meth)
            if value is None:
                raise ValueError(message)
            return value

        total = required(dt, 'utcoffset', 'fromutc: non-None utcoffset() result required')
        saving = required(dt, 'dst', 'fromutc: non-None dst() result required')
        if total == saving:
            return dt + saving
        standard = dt + (total - saving)
        return standard + required(standard, 'dst', 'fromutc: tz.dst() gave inconsistent '
                                   'results; cannot convert')

    def __repr__(self):
        # object's repr, but with __qualname__ rather than the tp_name _set_c_name gave
        r = object.__repr__(self)
        if type(self) is tzinfo:
            r = r.replace('datetime.datetime.tzinfo', 'datetime.tzinfo', 1)
        return r

    def __reduce__(self):
        getinitargs = getattr(self, '__getinitargs__', None)
        args = getinitargs() if getinitargs else ()
        return (type(self), args, self.__getstate__())


class timezone(tzinfo):
    __slots__ = ('_offset', '_name')

    def __new__(cls, *args, **kw):
        offset, name = _parse_args('timezone', args, kw, ('offset', 'name'), 1)
        if not isinstance(offset, timedelta):
            raise TypeError('timezone() argument 1 must be datetime.timedelta, not '
                            f'{type(offset).__name__}')
        if name is _MISSING:
            name = None
        elif not isinstance(name, str):
            raise TypeError(f'timezone() argument 2 must be str, not '
                            f'{type(name).__name__}')
        if name is None and offset._us() == 0 and cls is timezone:
            return timezone.utc
        return _new_timezone(cls, offset, name)

    def __init_subclass__(cls, **kw):
        raise TypeError("type 'datetime.timezone' is not an acceptable base type")

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __reduce__(self):
        return (type(self), self.__getinitargs__())

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return 'datetime.timezone.utc'
        name = _tpname(self)
        if self._name is None:
            return f'{name}({self._offset!r})'
        return f'{name}({self._offset!r}, {self._name!r})'

    def __str__(self):
        return self.tzname(None)

    def _check_dt(self, dt, meth):
        if dt is not None and not isinstance(dt, datetime):
            raise TypeError(f'{meth}(dt) argument must be a datetime instance or None, '
                            f'not {type(dt).__name__}')

    def utcoffset(self, dt):
        self._check_dt(dt, 'utcoffset')
        return self._offset

    def tzname(self, dt):
        self._check_dt(dt, 'tzname')
        if self._name is not None:
            return self._name
        us = self._offset._us()
        if us == 0:
            return 'UTC'
        return 'UTC' + _format_offset(self._offset, ':')

    def dst(self, dt):
        self._check_dt(dt, 'dst')
        return None

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc: argument must be a datetime')
        if dt._tzinfo is not self:
            raise ValueError('fromutc: dt.tzinfo is not self')
        return dt + self._offset


def _new_timezone(cls, offset, name):
    us = offset._us()
    if not -86400000000 < us < 86400000000:
        raise ValueError('offset must be a timedelta strictly between '
                         '-timedelta(hours=24) and timedelta(hours=24), not '
                         f'{offset!r}.')
    self = tzinfo.__new__(cls)
    self._offset = offset
    self._name = name
    return self


timezone.utc = _new_timezone(timezone, timedelta(0), None)
timezone.min = _new_timezone(timezone, timedelta(hours=-23, minutes=-59), None)
timezone.max = _new_timezone(timezone, timedelta(hours=23, minutes=59), None)
UTC = timezone.utc
_LOCAL_TZ = _new_timezone(timezone, timedelta(0), 'UTC')


# ---- time ----------------------------------------------------------------------------

_TIME_NAMES = ('hour', 'minute', 'second', 'microsecond', 'tzinfo', 'fold')


def _new_time(cls, hh, mm, ss, us, tz, fold):
    if cls is time:
        self = object.__new__(time)
        self._hour = hh
        self._minute = mm
        self._second = ss
        self._microsecond = us
        self._tzinfo = tz
        self._fold = fold
        self._hashcode = -1
        return self
    if fold:
        return cls(hh, mm, ss, us, tz, fold=fold)
    return cls(hh, mm, ss, us, tz)


class time:
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold',
                 '_hashcode')

    def __new__(cls, *args, **kw):
        hh, mm, ss, us, tz, fold = _parse_args('', args, kw, _TIME_NAMES, 0, 5)
        hh = 0 if hh is _MISSING else _c_int(hh)
        mm = 0 if mm is _MISSING else _c_int(mm)
        ss = 0 if ss is _MISSING else _c_int(ss)
        us = 0 if us is _MISSING else _c_int(us)
        tz = None if tz is _MISSING else tz
        fold = 0 if fold is _MISSING else _c_int(fold)
        _check_time(hh, mm, ss, us, fold)
        _check_tzinfo(tz)
        self = object.__new__(cls)
        self._hour = hh
        self._minute = mm
        self._second = ss
        self._microsecond = us
        self._tzinfo = tz
        self._fold = fold
        self._hashcode = -1
        return self

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError('fromisoformat: argument must be str')
        start = 1 if s[:1] == 'T' else 0
        r = _parse_iso_time(s, start, len(s))
        if r is None:
            raise ValueError(f'Invalid isoformat string: {s!r}')
        hh, mm, ss, us, tz = r
        return cls(hh, mm, ss, us, tz)

    hour = _ReadOnly('hour', 'datetime.time')
    minute = _ReadOnly('minute', 'datetime.time')
    second = _ReadOnly('second', 'datetime.time')
    microsecond = _ReadOnly('microsecond', 'datetime.time')
    tzinfo = _ReadOnly('tzinfo', 'datetime.time')
    fold = _ReadOnly('fold', 'datetime.time')

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return _utcoffset_checked(self._tzinfo, None, 'utcoffset')

    def dst(self):
        if self._tzinfo is None:
            return None
        return _utcoffset_checked(self._tzinfo, None, 'dst')

    def tzname(self):
        if self._tzinfo is None:
            return None
        return _tzname_checked(self._tzinfo, None)

    def __repr__(self):
        s = f'{_tpname(self)}({self._hour}, {self._minute}'
        if self._second or self._microsecond:
            s += f', {self._second}'
        if self._microsecond:
            s += f', {self._microsecond}'
        if self._tzinfo is not None:
            s += f', tzinfo={self._tzinfo!r}'
        if self._fold:
            s += ', fold=1'
        return s + ')'

    def isoformat(self, *args, **kw):
        ts, = _parse_args('isoformat', args, kw, ('timespec',), 0)
        ts = 'auto' if ts is _MISSING else ts
        _check_str_arg('isoformat', 1, ts)
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, ts)
        return s + _format_offset(self.utcoffset(), ':')

    def __str__(self):
        return self.isoformat()

    def strftime(self, fmt):
        _check_str_arg('strftime', 1, fmt)
        tt = (1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1)
        return _strftime(self, fmt, tt, self)

    def __format__(self, fmt):
        _check_str_arg('__format__', 1, fmt)
        if not fmt:
            return str(self)
        return self.strftime(fmt)

    def replace(self, *args, **kw):
        hh, mm, ss, us, tz, fold = _parse_args('replace', args, kw, _TIME_NAMES, 0, 5)
        hh = self._hour if hh is _MISSING else hh
        mm = self._minute if mm is _MISSING else mm
        ss = self._second if ss is _MISSING else ss
        us = self._microsecond if us is _MISSING else us
        tz = self._tzinfo if tz is _MISSING else tz
        fold = self._fold if fold is _MISSING else fold
        return type(self)(hh, mm, ss, us, tz, fold=fold)

    def _cmp(self, other, eq):
        # -1/0/1, or None for "not equal" (== between naive and aware). Times with the
        # same tzinfo object, or equal offsets, compare as wall times; otherwise both
        # go to UTC, which needs both offsets.
        def wall(t):
            return ((t._hour * 60 + t._minute) * 60 + t._second) * 1000000 + t._microsecond

        if self._tzinfo is other._tzinfo:
            return _cmp(wall(self), wall(other))
        offsets = self.utcoffset(), other.utcoffset()
        if offsets[0] == offsets[1]:
            return _cmp(wall(self), wall(other))
        if None in offsets:
            if eq:
                return None
            raise TypeError("can't compare offset-naive and offset-aware times")
        return _cmp(wall(self) - offsets[0]._us(), wall(other) - offsets[1]._us())

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, True) == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            return self._cmp(other, True) != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) < 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) <= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) > 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other, False) >= 0
        return NotImplemented

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            off = t.utcoffset()
            us = (t._hour * 3600 + t._minute * 60 + t._second) * 1000000 + \
                t._microsecond
            if off is None:
                self._hashcode = hash(('time', us))
            else:
                self._hashcode = hash(('time', us - off._us()))
        return self._hashcode

    def __reduce__(self):
        return type(self), (self._hour, self._minute, self._second, self._microsecond,
                            self._tzinfo)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


# ---- datetime ------------------------------------------------------------------------

_DT_NAMES = ('year', 'month', 'day', 'hour', 'minute', 'second', 'microsecond',
             'tzinfo', 'fold')


def _new_datetime(cls, y, m, d, hh, mm, ss, us, tz, fold=0):
    if cls is datetime:
        self = object.__new__(datetime)
        self._year = y
        self._month = m
        self._day = d
        self._hour = hh
        self._minute = mm
        self._second = ss
        self._microsecond = us
        self._tzinfo = tz
        self._fold = fold
        self._hashcode = -1
        return self
    if fold:
        return cls(y, m, d, hh, mm, ss, us, tz, fold=fold)
    return cls(y, m, d, hh, mm, ss, us, tz)


def _dt_from_us(cls, total, tz, fold=0):
    # the datetime `total` microseconds after 0001-01-01T00:00 (ordinal 1), range checked
    days, us = divmod(total, 86400000000)
    n = days + 1
    if not 1 <= n <= _MAXORDINAL:
        raise OverflowError('date value out of range')
    y, m, d = _ord2ymd(n)
    secs, us = divmod(us, 1000000)
    hh, secs = divmod(secs, 3600)
    mm, ss = divmod(secs, 60)
    return _new_datetime(cls, y, m, d, hh, mm, ss, us, tz, fold)


def _dt_from_timestamp(cls, t, tz, utc):
    secs, us = _timestamp_parts(t, False)
    y, m, d, hh, mm, ss = _date_fields_from_seconds(secs)
    if tz is None and not utc:
        # CPython probes the local time a day earlier for a fold, which fails in year 1
        _date_fields_from_seconds(secs - 86400)
    if tz is not None and not utc:
        dt = _new_datetime(cls, y, m, d, hh, mm, ss, us, tz)
        return tz.fromutc(dt)
    return _new_datetime(cls, y, m, d, hh, mm, ss, us, None)


class datetime(date):
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold')

    def __new__(cls, *args, **kw):
        if kw or not 3 <= len(args) <= 8:
            y, m, d, hh, mm, ss, us, tz, fold = _parse_args('', args, kw, _DT_NAMES, 3, 8)
        else:
            y, m, d, hh, mm, ss, us, tz = args + (_MISSING,) * (8 - len(args))
            fold = _MISSING
        y = _c_int(y)
        m = _c_int(m)
        d = _c_int(d)
        hh = 0 if hh is _MISSING else _c_int(hh)
        mm = 0 if mm is _MISSING else _c_int(mm)
        ss = 0 if ss is _MISSING else _c_int(ss)
        us = 0 if us is _MISSING else _c_int(us)
        tz = None if tz is _MISSING else tz
        fold = 0 if fold is _MISSING else _c_int(fold)
        _check_date(y, m, d)
        _check_time(hh, mm, ss, us, fold)
        _check_tzinfo(tz)
        self = object.__new__(cls)
        self._year = y
        self._month = m
        self._day = d
        self._hour = hh
        self._minute = mm
        self._second = ss
        self._microsecond = us
        self._tzinfo = tz
        self._fold = fold
        self._hashcode = -1
        return self

    hour = _ReadOnly('hour', 'datetime.datetime')
    minute = _ReadOnly('minute', 'datetime.datetime')
    second = _ReadOnly('second', 'datetime.datetime')
    microsecond = _ReadOnly('microsecond', 'datetime.datetime')
    tzinfo = _ReadOnly('tzinfo', 'datetime.datetime')
    fold = _ReadOnly('fold', 'datetime.datetime')

    # -- alternate constructors

    @classmethod
    def fromtimestamp(cls, *args, **kw):
        t, tz = _parse_args('fromtimestamp', args, kw, ('timestamp', 'tz'), 1)
        tz = None if tz is _MISSING else tz
        _check_tzinfo(tz)
        return _dt_from_timestamp(cls, t, tz, False)

    @classmethod
    def utcfromtimestamp(cls, t):
        return _dt_from_timestamp(cls, t, None, True)

    @classmethod
    def now(cls, *args, **kw):
        tz, = _parse_args('now', args, kw, ('tz',), 0)
        tz = None if tz is _MISSING else tz
        _check_tzinfo(tz)
        secs, us = _now_parts()
        y, m, d, hh, mm, ss = _date_fields_from_seconds(secs)
        if tz is None:
            return _new_datetime(cls, y, m, d, hh, mm, ss, us, None)
        return tz.fromutc(_new_datetime(cls, y, m, d, hh, mm, ss, us, tz))

    @classmethod
    def today(cls, *args):
        if args:
            raise TypeError(f'datetime.today() takes no arguments ({len(args)} given)')
        return cls.now()

    @classmethod
    def utcnow(cls, *args):
        if args:
            raise TypeError(f'datetime.utcnow() takes no arguments ({len(args)} given)')
        return cls.now()

    @classmethod
    def combine(cls, *args, **kw):
        d, t, tz = _parse_args('combine', args, kw, ('date', 'time', 'tzinfo'), 2)
        if not isinstance(d, date):
            raise TypeError('combine() argument 1 must be datetime.date, not '
                            f'{type(d).__name__}')
        if not isinstance(t, time):
            raise TypeError('combine() argument 2 must be datetime.time, not '
                            f'{type(t).__name__}')
        tz = t._tzinfo if tz is _MISSING else tz
        _check_tzinfo(tz)
        return _new_datetime(cls, d._year, d._month, d._day, t._hour, t._minute,
                             t._second, t._microsecond, tz, t._fold)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError('fromisoformat: argument must be str')
        r = _parse_iso_datetime(s)
        if r is None:
            raise ValueError(f'Invalid isoformat string: {s!r}')
        return _new_datetime(cls, *r) if cls is not datetime else datetime(*r)

    @classmethod
    def strptime(cls, *args, **kw):
        if kw:
            raise TypeError('strptime() takes no keyword arguments')
        if len(args) != 2:
            raise TypeError(f'strptime() takes exactly 2 arguments ({len(args)} given)')
        s, fmt = args
        _check_str_arg('strptime', 1, s)
        _check_str_arg('strptime', 2, fmt)
        return _strptime_datetime(cls, s, fmt)

    # -- parts

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return _new_time(time, self._hour, self._minute, self._second,
                         self._microsecond, None, self._fold)

    def timetz(self):
        return _new_time(time, self._hour, self._minute, self._second,
                         self._microsecond, self._tzinfo, self._fold)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return _utcoffset_checked(self._tzinfo, self, 'utcoffset')

    def dst(self):
        if self._tzinfo is None:
            return None
        return _utcoffset_checked(self._tzinfo, self, 'dst')

    def tzname(self):
        if self._tzinfo is None:
            return None
        return _tzname_checked(self._tzinfo, self)

    def _local_us(self):
        # microseconds since 0001-01-01T00:00 of the local (wall) fields
        return ((_ymd2ord(self._year, self._month, self._day) - 1) * 86400 +
                self._hour * 3600 + self._minute * 60 + self._second) * 1000000 + \
            self._microsecond

    def _tuple9(self, isdst=-1):
        y, m, d = self._year, self._month, self._day
        return (y, m, d, self._hour, self._minute, self._second,
                (_ymd2ord(y, m, d) + 6) % 7, _days_before_month(y, m) + d, isdst)

    def timetuple(self):
        dst = self.dst()
        isdst = -1 if dst is None else (1 if dst else 0)
        return _struct_time(self._tuple9(isdst))

    def utctimetuple(self):
        off = self.utcoffset()
        dt = self
        if off is not None and off:
            dt = _dt_from_us(datetime, self._local_us() - off._us(), None)
        return _struct_time(dt._tuple9(0))

    def timestamp(self):
        off = self.utcoffset()
        if off is None:
            # CPython: whole local seconds (local time is UTC here) plus us / 1e6
            secs = (self._local_us() - _EPOCH_US) // 1000000
            return float(secs) + self._microsecond / 1e6
        return (self._local_us() - off._us() - _EPOCH_US) / 10**6

    def astimezone(self, *args, **kw):
        tz, = _parse_args('astimezone', args, kw, ('tz',), 0)
        tz = None if tz is _MISSING else tz
        _check_tzinfo(tz)
        off = self.utcoffset()
        if off is None:
            off = timedelta(0)  # a naive datetime is local time: UTC here
        if tz is None:
            tz = _LOCAL_TZ
        if self._tzinfo is tz:
            return self
        utc = _dt_from_us(type(self), self._local_us() - off._us(), tz)
        return tz.fromutc(utc)

    # -- formatting

    def __repr__(self):
        s = (f'{_tpname(self)}({self._year}, {self._month}, {self._day}, '
             f'{self._hour}, {self._minute}')
        if self._second or self._microsecond:
            s += f', {self._second}'
        if self._microsecond:
            s += f', {self._microsecond}'
        if self._fold:
            s += ', fold=1'
        if self._tzinfo is not None:
            s += f', tzinfo={self._tzinfo!r}'
        return s + ')'

    def isoformat(self, *args, **kw):
        if not kw and len(args) <= 2:
            sep, ts = args + ('T', 'auto')[len(args):]
        else:
            sep, ts = _parse_args('isoformat', args, kw, ('sep', 'timespec'), 0)
            sep = 'T' if sep is _MISSING else sep
            ts = 'auto' if ts is _MISSING else ts
        if not isinstance(sep, str) or len(sep) != 1:
            raise TypeError('isoformat() argument 1 must be a unicode character, not '
                            f'{type(sep).__name__}')
        _check_str_arg('isoformat', 2, ts)
        s = (f'{self._year:04d}-{self._month:02d}-{self._day:02d}{sep}' +
             _format_time(self._hour, self._minute, self._second, self._microsecond,
                          ts))
        return s + _format_offset(self.utcoffset(), ':')

    def __str__(self):
        return self.isoformat(' ')

    def ctime(self):
        wd = (_ymd2ord(self._year, self._month, self._day) + 6) % 7
        return (f'{_DAYNAMES[wd]} {_MONTHNAMES[self._month]} {self._day:2d} '
                f'{self._hour:02d}:{self._minute:02d}:{self._second:02d} '
                f'{self._year:04d}')

    def strftime(self, fmt):
        _check_str_arg('strftime', 1, fmt)
        # CPython formats timetuple(), whose tm_isdst (from dst()) glibc's %z, %Z and
        # %s read
        dst = self.dst()
        isdst = -1 if dst is None else (1 if dst else 0)
        return _strftime(self, fmt, self._tuple9(isdst), self)

    # -- replace

    def replace(self, *args, **kw):
        y, m, d, hh, mm, ss, us, tz, fold = _parse_args('replace', args, kw, _DT_NAMES,
                                                        0, 8)
        y = self._year if y is _MISSING else y
        m = self._month if m is _MISSING else m
        d = self._day if d is _MISSING else d
        hh = self._hour if hh is _MISSING else hh
        mm = self._minute if mm is _MISSING else mm
        ss = self._second if ss is _MISSING else ss
        us = self._microsecond if us is _MISSING else us
        tz = self._tzinfo if tz is _MISSING else tz
        fold = self._fold if fold is _MISSING else fold
        return type(self)(y, m, d, hh, mm, ss, us, tz, fold=fold)

    # -- comparisons

    def _key(self):
        # the fields in significance order, fold excluded (CPython compares without it)
        return (self._year, self._month, self._day, self._hour, self._minute,
                self._second, self._microsecond)

    def _cmp_dt(self, other, eq):
        # -1/0/1, or None for "unequal" (== across naive/aware or a fold exception)
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            if eq and (_fold_changes(self, myoff) or _fold_changes(other, otoff)):
                return None
            base = myoff == otoff
        if base:
            return _cmp(self._local_us(), other._local_us())
        if myoff is None or otoff is None:
            if eq:
                return None
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        return _cmp(self._local_us() - myoff._us(), other._local_us() - otoff._us())

    def _cmp_other(self, other, op):
        # datetime vs a non-datetime: NotImplemented, or CPython's TypeError for a date
        if isinstance(other, date) and op is not None:
            raise TypeError(f"can't compare {_tpname(self)} to {_tpname(other)}")
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._key() == other._key()
            return self._cmp_dt(other, True) == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._key() != other._key()
            return self._cmp_dt(other, True) != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._key() < other._key()
            return self._cmp_dt(other, False) < 0
        return self._cmp_other(other, '<')

    def __le__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._key() <= other._key()
            return self._cmp_dt(other, False) <= 0
        return self._cmp_other(other, '<=')

    def __gt__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._key() > other._key()
            return self._cmp_dt(other, False) > 0
        return self._cmp_other(other, '>')

    def __ge__(self, other):
        if isinstance(other, datetime):
            if self._tzinfo is other._tzinfo:
                return self._key() >= other._key()
            return self._cmp_dt(other, False) >= 0
        return self._cmp_other(other, '>=')

    def __hash__(self):
        if self._hashcode == -1:
            t = self.replace(fold=0) if self._fold else self
            off = t.utcoffset()
            us = t._local_us()
            if off is None:
                self._hashcode = hash(('datetime', us))
            else:
                self._hashcode = hash(('datetime', us - off._us()))
        return self._hashcode

    # -- arithmetic

    def _shift(self, days, secs, us):
        # self + (days, secs, us) with |secs| < 86400 and |us| < 10**6: one carry or
        # borrow each, and the calendar only when the day changes
        us += self._microsecond
        secs += self._hour * 3600 + self._minute * 60 + self._second
        if us >= 1000000:
            us -= 1000000
            secs += 1
        elif us < 0:
            us += 1000000
            secs -= 1
        if secs >= 86400:
            secs -= 86400
            days += 1
        elif secs < 0:
            secs += 86400
            days -= 1
        if days == 0:
            y, m, d = self._year, self._month, self._day
        else:
            n = _ymd2ord(self._year, self._month, self._day) + days
            if not 1 <= n <= _MAXORDINAL:
                raise OverflowError('date value out of range')
            y, m, d = _ord2ymd(n)
        hh, secs = divmod(secs, 3600)
        mm, ss = divmod(secs, 60)
        return _new_datetime(type(self), y, m, d, hh, mm, ss, us, self._tzinfo)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return self._shift(other._days, other._seconds, other._microseconds)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, datetime):
            a = self._local_us()
            b = other._local_us()
            if self._tzinfo is not other._tzinfo:
                myoff = self.utcoffset()
                otoff = other.utcoffset()
                if (myoff is None) != (otoff is None):
                    raise TypeError("can't subtract offset-naive and offset-aware "
                                    'datetimes')
                if myoff is not None:
                    a -= myoff._us()
                    b -= otoff._us()
            return _td_from_us(timedelta, a - b)
        if isinstance(other, timedelta):
            return self._shift(-other._days, -other._seconds, -other._microseconds)
        return NotImplemented

    def __reduce__(self):
        return type(self), (self._year, self._month, self._day, self._hour,
                            self._minute, self._second, self._microsecond,
                            self._tzinfo)


def _fold_changes(dt, off):
    # PEP 495: an aware datetime in a gap or fold never equals one in another zone
    if dt._tzinfo is None:
        return False
    flipped = dt.replace(fold=1 - dt._fold)
    return flipped.utcoffset() != off


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
_EPOCH_US = datetime(1970, 1, 1)._local_us()

_C_TYPES = (date, time, datetime, timedelta, tzinfo, timezone)
for _cls in _C_TYPES:
    _set_c_name(_cls, 'datetime.' + _cls.__name__)
del _cls
