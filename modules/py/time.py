# time - CPython 3.11's time module over the clocks and sleep of modules/time.c
# (_time_ns, _monotonic_ns, _process_time_ns, _thread_time_ns, _sleep). The sandbox's
# local time zone is UTC: localtime() is gmtime() with the zone named 'UTC', mktime()
# inverts it, and timezone/altzone/daylight/tzname say so (docs/differences.md).
# Formatting and parsing share the datetime module's C-locale strftime and strptime
# (modules/py/_datetime_text.py), imported when first needed.

timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')

_STRUCT_FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec',
                  'tm_wday', 'tm_yday', 'tm_isdst')
_DAYNAMES = ('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun')
_MONTHNAMES = ('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct',
               'Nov', 'Dec')


class struct_time(tuple):
    # the nine fields are the tuple; tm_zone and tm_gmtoff are attributes only
    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __new__(cls, seq, dict=None):
        try:
            items = tuple(seq)
        except TypeError:
            raise TypeError('constructor requires a sequence') from None
        n = len(items)
        if n < 9:
            raise TypeError('time.struct_time() takes an at least 9-sequence '
                            f'({n}-sequence given)')
        if n > 11:
            raise TypeError('time.struct_time() takes an at most 11-sequence '
                            f'({n}-sequence given)')
        self = tuple.__new__(cls, items[:9])
        self._extra = items[9:] + (None,) * (11 - n)
        return self

    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])
    tm_zone = property(lambda self: self._extra[0])
    tm_gmtoff = property(lambda self: self._extra[1])

    def __repr__(self):
        body = ', '.join(f'{n}={v!r}' for n, v in zip(_STRUCT_FIELDS, self))
        return f'time.struct_time({body})'

    def __reduce__(self):
        return (struct_time, (tuple(self) + self._extra,))


# ---- clocks and sleep ----------------------------------------------------------------

def time():
    return _time_ns() / 1e9


def time_ns():
    return _time_ns()


def monotonic():
    return _monotonic_ns() / 1e9


def monotonic_ns():
    return _monotonic_ns()


perf_counter = monotonic
perf_counter_ns = monotonic_ns


def process_time():
    return _process_time_ns() / 1e9


def process_time_ns():
    return _process_time_ns()


def thread_time():
    return _thread_time_ns() / 1e9


def thread_time_ns():
    return _thread_time_ns()


def sleep(secs):
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError('Invalid value NaN (not a number)')
    elif not isinstance(secs, int):
        if not hasattr(type(secs), '__index__'):
            raise TypeError(f"'{type(secs).__name__}' object cannot be interpreted as "
                            'an integer')
        secs = type(secs).__index__(secs)
    if secs < 0:
        raise ValueError('sleep length must be non-negative')
    if secs > 9.2e9:
        raise OverflowError('timestamp too large to convert to C _PyTime_t')
    _sleep(float(secs))


# ---- calendar conversions (UTC) ------------------------------------------------------

def _dt():
    import datetime
    return datetime


def _seconds(secs):
    # the whole seconds of a timestamp, rounded toward negative infinity
    if secs is None:
        return _time_ns() // 1000000000
    return _dt()._timestamp_parts(secs, True)[0]


def _broken_down(secs, zone):
    d = _dt()
    days, rem = divmod(secs, 86400)
    y, m, dd = d._ord2ymd(days + 719163)
    if y - 1900 > 2147483647 or y - 1900 < -2147483648:
        raise OSError(75, 'Value too large for defined data type')
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    wd = (days + 3) % 7
    yd = d._days_before_month(y, m) + dd
    return struct_time((y, m, dd, hh, mm, ss, wd, yd, 0, zone, 0))


def gmtime(secs=None):
    return _broken_down(_seconds(secs), 'GMT')


def localtime(secs=None):
    return _broken_down(_seconds(secs), 'UTC')


def _tm_fields(t, fname):
    # gettmarg: nine ints; CPython's message for anything else
    if not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    if len(t) != 9:
        raise TypeError(f'{fname}(): illegal time tuple argument')
    d = _dt()
    return [d._c_int(v) for v in t]


def _checktm(f):
    # CPython's checktm on gettmarg's values (month and day 0 mean 1)
    y, mon, mday, hh, mm, ss, wd, yd, isdst = f
    if mon == 0:
        mon = 1
    elif not 1 <= mon <= 12:
        raise ValueError('month out of range')
    if mday == 0:
        mday = 1
    elif not 0 < mday <= 31:
        raise ValueError('day of month out of range')
    if not 0 <= hh <= 23:
        raise ValueError('hour out of range')
    if not 0 <= mm <= 59:
        raise ValueError('minute out of range')
    if not 0 <= ss <= 61:
        raise ValueError('seconds out of range')
    cwd = (wd + 1) % 7 if wd >= -1 else -((-(wd + 1)) % 7)
    if cwd < 0:
        raise ValueError('day of week out of range')
    if yd == 0:
        yd = 1
    elif not 1 <= yd <= 366:
        raise ValueError('day of year out of range')
    return [y, mon, mday, hh, mm, ss, (cwd + 6) % 7, yd, isdst]


def mktime(t):
    f = _tm_fields(t, 'mktime')
    secs = _dt()._mktime_seconds(f)
    if not -2**63 <= secs < 2**63 or f[0] - 1900 > 2147483647:
        raise OverflowError('mktime argument out of range')
    return float(secs)


def asctime(t=None):
    if t is None:
        t = localtime()
    f = _checktm(_tm_fields(t, 'asctime'))
    return (f'{_DAYNAMES[f[6]]} {_MONTHNAMES[f[1] - 1]}{f[2]:3d} '
            f'{f[3]:02d}:{f[4]:02d}:{f[5]:02d} {f[0]}')


def ctime(secs=None):
    return asctime(localtime(secs))


def strftime(format, t=None):
    if not isinstance(format, str):
        raise TypeError(f'strftime() argument 1 must be str, not {type(format).__name__}')
    if t is None:
        t = localtime()
    f = _checktm(_tm_fields(t, 'strftime'))
    if f[8] < -1:
        f[8] = -1
    elif f[8] > 1:
        f[8] = 1
    zone = gmtoff = None
    if isinstance(t, struct_time):
        zone = t.tm_zone
        gmtoff = t.tm_gmtoff
    return _dt()._strftime_tuple(format, tuple(f), zone, gmtoff)


def strptime(string, format='%a %b %d %H:%M:%S %Y'):
    if not isinstance(string, str):
        raise TypeError(f'strptime() argument 0 must be str, not {type(string)}')
    if not isinstance(format, str):
        raise TypeError(f'strptime() argument 1 must be str, not {type(format)}')
    tt, _, _ = _dt()._strptime(string, format)
    return struct_time(tt)
