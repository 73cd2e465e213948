"""zoneinfo (PEP 615) for the sandbox, written for pyeval.

The zones come from the IANA database compiled into pyeval at build time
(modules/zoneinfo_db.h): _tzfile(key) gives a zone's TZif bytes and _tzkeys() every
key, and no host file is read. A zone is parsed once per ZoneInfo object into:

  _utc       the transition instants, seconds since 1970 UTC, ascending;
  _wall      two lists of the same transitions in local seconds: _wall[0] for fold=0
             (the later of the two wall readings an instant can have), _wall[1] for
             fold=1 (the earlier);
  _periods   _periods[i] is the _Period in force from transition i on;
  _first     the _Period before the first transition;
  _tail      after the last transition: a _Period, or a _Rule from the TZif footer
             (the POSIX TZ string), which keeps a zone's DST going past the table.

The .dst() of a period is not stored in TZif files; it is inferred from the
neighbouring standard periods the way CPython infers it, so both agree on every zone.
"""

from bisect import bisect_right as _bisect_right
from datetime import datetime as _datetime
from datetime import timedelta as _timedelta
from datetime import tzinfo as _tzinfo

__all__ = [
    "ZoneInfo",
    "reset_tzpath",
    "available_timezones",
    "TZPATH",
    "ZoneInfoNotFoundError",
    "InvalidTZPathWarning",
]

# Where CPython on Debian looks; here only informative: the database is built in.
TZPATH = ("/usr/share/zoneinfo", "/usr/lib/zoneinfo", "/usr/share/lib/zoneinfo", "/etc/zoneinfo")

_EPOCH_ORD = 719163  # date(1970, 1, 1).toordinal()


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""


ZoneInfoNotFoundError.__module__ = "zoneinfo._common"


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""


InvalidTZPathWarning.__module__ = "zoneinfo._tzpath"


def available_timezones():
    """The set of every key ZoneInfo accepts from the built-in database."""
    return set(_tzkeys())


def reset_tzpath(to=None):
    """Sets TZPATH (kept for compatibility: lookups always use the built-in data)."""
    global TZPATH
    if to is None:
        return
    if isinstance(to, (str, bytes)):
        raise TypeError(f"tzpaths must be a list or tuple, not {type(to)}: {to!r}")
    bad = [p for p in to if not p.startswith("/")]
    if bad:
        raise ValueError(f"tzpaths must be absolute paths, got: {bad}")
    TZPATH = tuple(to)


class _Period:
    """What a zone reads during one stretch of time."""

    __slots__ = ("utcoff", "dstoff", "tzname")

    def __init__(self, utcoff, dstoff, tzname):
        self.utcoff = utcoff
        self.dstoff = dstoff
        self.tzname = tzname

    def __eq__(self, other):
        if not isinstance(other, _Period):
            return NotImplemented
        return (self.utcoff, self.dstoff, self.tzname) == (other.utcoff, other.dstoff, other.tzname)


_NOTHING = _Period(None, None, None)
_DELTAS = {}


def _delta(seconds):
    """A shared timedelta of `seconds` (zones reuse a handful of offsets)."""
    d = _DELTAS.get(seconds)
    if d is None:
        if len(_DELTAS) < 512:
            d = _DELTAS[seconds] = _timedelta(seconds=seconds)
        else:
            d = _timedelta(seconds=seconds)
    return d


def _local_seconds(dt):
    """dt's wall reading as seconds since 1970-01-01 00:00 (microseconds dropped)."""
    days = dt.toordinal() - _EPOCH_ORD
    return days * 86400 + dt.hour * 3600 + dt.minute * 60 + dt.second


# ---- TZif parsing ------------------------------------------------------------------


def _be(data, pos, size, signed=True):
    return int.from_bytes(data[pos:pos + size], "big", signed=signed)


def _parse_tzif(data):
    """(utc, types, footer) from TZif bytes. utc: [(instant, type index)], types:
    [(utoff, isdst, abbr)], footer: the TZ string (str, maybe empty) or None."""
    if data[:4] != b"TZif":
        raise ValueError("Invalid TZif file: magic not found")
    version = data[4]
    counts = [_be(data, 20 + 4 * k, 4, False) for k in range(6)]
    isut, isstd, leap, ntime, ntype, nchar = counts
    width = 4
    pos = 44
    if version >= 0x32:  # '2' or later: skip the 32-bit block for the 64-bit one
        pos += ntime * 5 + ntype * 6 + nchar + leap * 8 + isstd + isut
        if data[pos:pos + 4] != b"TZif":
            raise ValueError("Invalid TZif file: magic not found")
        isut, isstd, leap, ntime, ntype, nchar = [_be(data, pos + 20 + 4 * k, 4, False) for k in range(6)]
        width = 8
        pos += 44
    # refuse counts the bytes cannot hold before building lists of that length
    if len(data) < pos + ntime * (width + 1) + ntype * 6 + nchar + leap * (width + 4) + isstd + isut:
        raise ValueError("Invalid TZif file: truncated data")
    instants = [_be(data, pos + width * k, width) for k in range(ntime)]
    pos += width * ntime
    which = list(data[pos:pos + ntime])
    pos += ntime
    if which and max(which) >= ntype:
        raise ValueError("Invalid TZif file: transition to an undefined type")
    raw_types = []
    for k in range(ntype):
        raw_types.append((_be(data, pos, 4), data[pos + 4], data[pos + 5]))
        pos += 6
    chars = data[pos:pos + nchar]
    pos += nchar + leap * (width + 4) + isstd + isut
    types = []
    for utoff, isdst, at in raw_types:
        end = chars.find(b"\0", at)
        types.append((utoff, isdst, chars[at:end if end >= 0 else len(chars)].decode()))
    footer = None
    if width == 8:
        nl = data.find(b"\n", pos + 1)
        footer = data[pos + 1:nl if nl >= 0 else len(data)].decode()
    return list(zip(instants, which)), types, footer


def _dst_seconds(trans, types):
    """The .dst() in seconds of each type, inferred as CPython does: a DST type's
    saving is its offset less that of the standard time just before it (or, failing
    that, just after it); a DST type never found next to standard time gets 1 hour."""
    saving = [0] * len(types)
    pending = sum(1 for t in types if t[1])
    last_type = len(types) - 1
    for i in range(1, len(trans)):
        if not pending:
            break
        t = trans[i][1]
        if not types[t][1] or saving[t]:
            continue
        before = trans[i - 1][1]
        diff = 0 if types[before][1] else types[t][0] - types[before][0]
        if not diff and t < last_type and i + 1 < len(trans):
            after = trans[i + 1][1]
            if types[after][1]:
                continue
            diff = types[t][0] - types[after][0]
        if diff:
            saving[t] = diff
            pending -= 1
    if pending:
        for k, t in enumerate(types):
            if t[1] and not saving[k]:
                saving[k] = 3600
    return saving


# ---- the POSIX TZ string of the footer -----------------------------------------------


def _days_from_epoch(year, month, day):
    """Days from 1970-01-01 to year-month-day (proleptic Gregorian)."""
    return _datetime(year, month, day).toordinal() - _EPOCH_ORD


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


_MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


class _When:
    """One end of a DST rule: a day of the year (kind 'M': month, week, weekday;
    'J': 1-based day skipping Feb 29; 'N': 0-based day, both as CPython reads them)
    and a local time."""

    __slots__ = ("kind", "a", "b", "c", "secs")

    def __init__(self, kind, a, b=0, c=0, secs=7200):
        self.kind, self.a, self.b, self.c, self.secs = kind, a, b, c, secs

    def local_seconds(self, year):
        """The instant in `year` as local seconds since 1970 (in the offset in force
        before it)."""
        if self.kind == "M":
            first_weekday = (_datetime(year, self.a, 1).weekday() + 1) % 7  # Sunday 0
            day = 1 + (self.c - first_weekday) % 7 + 7 * (self.b - 1)
            length = _MONTH_DAYS[self.a - 1] + (self.a == 2 and _is_leap(year))
            while day > length:
                day -= 7
            days = _days_from_epoch(year, self.a, day)
        else:
            # As CPython's C reader counts (the spec here), not quite as POSIX does:
            # "Jn" from J1 = January 1, a leap year's day added from J59 on (so J59 is
            # February 29 there), and the zero-based "n" a day early (59 is Feb 28).
            leap_shift = self.kind == "J" and self.a >= 59 and _is_leap(year)
            days = _days_from_epoch(year, 1, 1) + self.a - 1 + leap_shift
        return days * 86400 + self.secs


class _Rule:
    """A TZ string with DST: standard time std, daylight time dst, switching at
    start (given in standard time) and back at end (given in daylight time)."""

    __slots__ = ("std", "dst", "start", "end", "diff")

    def __init__(self, std, dst, start, end):
        self.std, self.dst, self.start, self.end = std, dst, start, end
        self.diff = int(dst.utcoff.total_seconds() - std.utcoff.total_seconds())

    def _in_dst(self, ts, lo, hi):
        if lo < hi:
            return lo <= ts < hi
        return not (hi <= ts < lo)

    def period_at_wall(self, ts, year, fold):
        lo = self.start.local_seconds(year)
        hi = self.end.local_seconds(year)
        # A wall time in the gap or the repeated hour belongs to one side or the other
        # by fold: fold=0 reads it with the offset before the switch, fold=1 after.
        if self.diff >= 0:
            if fold:
                hi -= self.diff
            else:
                lo += self.diff
        elif fold:
            lo += self.diff
        else:
            hi -= self.diff
        return self.dst if self._in_dst(ts, lo, hi) else self.std

    def period_at_utc(self, ts, year):
        """(period, fold) for a UTC instant ts (seconds)."""
        lo = self.start.local_seconds(year) - int(self.std.utcoff.total_seconds())
        hi = self.end.local_seconds(year) - int(self.dst.utcoff.total_seconds())
        isdst = self._in_dst(ts, lo, hi)
        if self.diff > 0:
            fold = hi <= ts < hi + self.diff
        else:
            fold = lo <= ts < lo - self.diff
        return (self.dst if isdst else self.std), fold


_ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_DIGITS = "0123456789"


def _take_digits(text, pos, least, most):
    """(int, next position) of `least`..`most` ASCII digits at text[pos:], or None."""
    end = pos
    while end < len(text) and end - pos < most and text[end] in _DIGITS:
        end += 1
    return (int(text[pos:end]), end) if end - pos >= least else None


def _take_name(text, pos):
    """(zone name, next position): <quoted> (letters, digits, + and -) or letters."""
    if text[pos:pos + 1] == "<":
        close = text.find(">", pos)
        inner = text[pos + 1:close] if close > 0 else None
        if inner is None or any(ch not in _ALPHA + _DIGITS + "+-" for ch in inner):
            return None
        return inner, close + 1
    end = pos
    while end < len(text) and text[end] in _ALPHA:
        end += 1
    return (text[pos:end], end) if end > pos else None


def _take_clock(text, pos, hour_digits):
    """(hours, minutes, seconds, next position) of h[h][:mm[:ss]] at text[pos:]."""
    got = _take_digits(text, pos, 1, hour_digits)
    if got is None:
        return None
    parts = [got[0]]
    pos = got[1]
    while len(parts) < 3 and text[pos:pos + 1] == ":":
        got = _take_digits(text, pos + 1, 2, 2)
        if got is None:
            return None
        parts.append(got[0])
        pos = got[1]
    parts += [0] * (3 - len(parts))
    return parts[0], parts[1], parts[2], pos


def _take_offset(text, pos):
    """(seconds east of UTC, next position): POSIX writes west as positive."""
    east = text[pos:pos + 1] == "-"
    if text[pos:pos + 1] in ("-", "+"):
        pos += 1
    got = _take_clock(text, pos, 2)
    if got is None or got[0] > 24:
        return None
    total = got[0] * 3600 + got[1] * 60 + got[2]
    return (total if east else -total), got[3]


def _take_when(text, pos):
    """(_When, next position) of Mm.w.d, Jn or n, then an optional /time."""
    if text[pos:pos + 1] == "M":
        month = _take_digits(text, pos + 1, 1, 2)
        if month is None or text[month[1]:month[1] + 1] != ".":
            return None
        week = _take_digits(text, month[1] + 1, 1, 1)
        if week is None or text[week[1]:week[1] + 1] != ".":
            return None
        day = _take_digits(text, week[1] + 1, 1, 1)
        if day is None or not (1 <= month[0] <= 12 and 1 <= week[0] <= 5 and day[0] <= 6):
            return None
        when, pos = _When("M", month[0], week[0], day[0]), day[1]
    else:
        julian = text[pos:pos + 1] == "J"
        day = _take_digits(text, pos + julian, 1, 3)
        if day is None or not julian <= day[0] <= 365:
            return None
        when, pos = _When("J" if julian else "N", day[0]), day[1]
    if text[pos:pos + 1] == "/":
        sign = -1 if text[pos + 1:pos + 2] == "-" else 1
        start = pos + 1 + (text[pos + 1:pos + 2] in ("-", "+"))
        got = _take_clock(text, start, 3)
        if got is None or got[0] > 167:
            return None
        when.secs = sign * (got[0] * 3600 + got[1] * 60 + got[2])
        pos = got[3]
    return when, pos


def _parse_footer(text):
    """The _Period or _Rule a TZ string stands for, with the C reader's errors."""
    shown = repr(text.encode())

    def need(got, message):
        if got is None:
            raise ValueError(f"{message} {shown}")
        return got

    std_name, pos = need(_take_name(text, 0), "Invalid STD format in")
    std_off, pos = need(_take_offset(text, pos), "Invalid STD offset in")
    std = _Period(_delta(std_off), _delta(0), std_name)
    if pos == len(text):
        return std
    dst_name, pos = need(_take_name(text, pos), "Invalid DST format in")
    if text[pos:pos + 1] == ",":
        dst_off = std_off + 3600
    else:
        dst_off, pos = need(_take_offset(text, pos), "Invalid DST offset in")
    ends = []
    for _ in range(2):
        if text[pos:pos + 1] != ",":
            need(None, "Missing transition rules in TZ string:")
        when, pos = need(_take_when(text, pos + 1), "Malformed transition rule in TZ string:")
        ends.append(when)
    if pos != len(text):
        need(None, "Extraneous characters at end of TZ string:")
    dst = _Period(_delta(dst_off), _delta(dst_off - std_off), dst_name)
    return _Rule(std, dst, ends[0], ends[1])


# ---- the zone ---------------------------------------------------------------------


_KEY_RULES = (
    ("may not be absolute paths", lambda k, norm: k.startswith("/")),
    ("must be normalized relative paths", lambda k, norm: len(norm(k)) != len(k)),
    ("must refer to subdirectories of TZPATH", lambda k, norm: k.split("/", 1)[0] == ".."),
)


def _check_key(key):
    """Refuses, with CPython's words, a key that is not a plain relative path."""
    from posixpath import isabs, normpath

    isabs(key)  # a key that is no path at all: CPython's TypeError
    for words, broken in _KEY_RULES:
        if broken(key, normpath):
            raise ValueError(f"ZoneInfo keys {words}, got: {key}")


class ZoneInfo(_tzinfo):
    __slots__ = ("_key", "_file_repr", "_from_cache", "_utc", "_periods", "_wall", "_first",
                 "_tail", "_fixed", "__weakref__")
    _cache = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._cache = {}

    def __new__(cls, key):
        zone = cls._cache.get(key)
        if zone is None:
            zone = cls._build(key)
            zone._from_cache = 1
            cls._cache[key] = zone
        return zone

    @classmethod
    def no_cache(cls, key):
        zone = cls._build(key)
        zone._from_cache = 0
        return zone

    @classmethod
    def from_file(cls, fobj, /, key=None):
        zone = _tzinfo.__new__(cls)
        zone._key = key
        zone._file_repr = repr(fobj)
        zone._load(fobj.read())
        return zone

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        if only_keys is None:
            cls._cache.clear()
            return
        for key in only_keys:
            cls._cache.pop(key, None)

    @classmethod
    def _build(cls, key):
        _check_key(key)
        data = _tzfile(key)
        if data is None:
            raise ZoneInfoNotFoundError(f"No time zone found with key {key}")
        zone = _tzinfo.__new__(cls)
        zone._key = key
        zone._load(data)
        return zone

    def _load(self, data):
        trans, types, footer = _parse_tzif(data)
        saving = _dst_seconds(trans, types)
        periods = [
            _Period(_delta(utoff), _delta(saving[k]), name) for k, (utoff, isdst, name) in enumerate(types)
        ]
        self._utc = [at for at, _ in trans]
        self._periods = [periods[t] for _, t in trans]
        self._wall = self._wall_lists(trans, types)
        standard = [p for p, t in zip(periods, types) if not t[1]]
        self._first = standard[0] if standard else (self._periods[0] if self._periods else None)
        if footer:
            self._tail = _parse_footer(footer)
        elif self._periods or periods:
            self._tail = (self._periods or periods)[-1]
        else:
            raise ValueError("No time zone information found.")
        if isinstance(self._tail, _Rule) or len(periods) > 1:
            self._fixed = False
        else:
            self._fixed = not periods or periods[0] == self._tail

    @staticmethod
    def _wall_lists(trans, types):
        """The transitions in local seconds: the later wall reading for fold=0 and
        the earlier for fold=1 (they differ by the change of offset)."""
        later, earlier = [], []
        if not trans:
            return [later, earlier]
        prev = types[0][0]  # before the first transition: type 0, as CPython takes it
        for at, t in trans:
            now = types[t][0]
            later.append(at + max(prev, now))
            earlier.append(at + min(prev, now))
            prev = now
        return [later, earlier]

    @property
    def key(self):
        return self._key

    def _period(self, dt):
        if dt is None:
            return self._tail if self._fixed else _NOTHING
        ts = _local_seconds(dt)
        wall = self._wall[dt.fold]
        if wall and ts < wall[0]:
            return self._first
        if not wall or ts > wall[-1]:
            if isinstance(self._tail, _Rule):
                return self._tail.period_at_wall(ts, dt.year, dt.fold)
            return self._tail
        return self._periods[_bisect_right(wall, ts) - 1]

    def utcoffset(self, dt):
        return self._period(dt).utcoff

    def dst(self, dt):
        return self._period(dt).dstoff

    def tzname(self, dt):
        return self._period(dt).tzname

    def fromutc(self, dt):
        if not isinstance(dt, _datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        ts = _local_seconds(dt)
        utc = self._utc
        fold = False
        if utc and ts < utc[0]:
            period = self._first
        elif (not utc or ts > utc[-1]) and isinstance(self._tail, _Rule):
            period, fold = self._tail.period_at_utc(ts, dt.year)
        elif not utc:
            period = self._tail
        else:
            i = _bisect_right(utc, ts)
            if len(utc) > 1 and ts >= utc[1]:
                before, period = self._periods[i - 2], self._periods[i - 1]
            elif ts > utc[-1]:
                before, period = self._periods[-1], self._tail
            else:
                before, period = self._first, self._periods[0]
            # just after a backward change the instant reads a wall time seen twice
            back = (before.utcoff - period.utcoff).total_seconds()
            fold = back > ts - utc[i - 1]
        local = dt + period.utcoff
        return local.replace(fold=1) if fold else local

    def __str__(self):
        return repr(self) if self._key is None else str(self._key)

    def __repr__(self):
        name = "zoneinfo.ZoneInfo" if type(self) is ZoneInfo else type(self).__name__
        if self._key is None:
            return f"{name}.from_file({self._file_repr})"
        return f"{name}(key={self._key!r})"

    def __reduce__(self):
        if not hasattr(self, "_from_cache"):
            raise PicklingError("Cannot pickle a ZoneInfo file from a file stream.")
        return (self.__class__._unpickle, (self._key, self._from_cache))

    # copy.copy and copy.deepcopy go through __reduce__ in CPython: a cached zone comes
    # back as itself, a no_cache one as a new no_cache zone
    def __copy__(self):
        rebuild, args = self.__reduce__()
        return rebuild(*args)

    def __deepcopy__(self, memo):
        return self.__copy__()

    @classmethod
    def _unpickle(cls, key, from_cache, /):
        return cls(key) if from_cache else cls.no_cache(key)


class PicklingError(Exception):
    """pickle.PicklingError's stand-in: the sandbox has no pickle module."""


PicklingError.__module__ = "_pickle"

ZoneInfo.__module__ = "zoneinfo"
