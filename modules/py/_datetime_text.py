# _datetime_text - the text side of the datetime module: 3.11's fromisoformat grammar,
# strftime (CPython's %z/%Z/%f wrapper over glibc's C-locale strftime) and strptime
# (_strptime's regular expressions and rules). modules/datetime.c runs this file in the
# datetime module's namespace after modules/py/datetime.py, so the classes and helpers
# defined there are its globals, and the names defined here (_parse_iso_date, _strftime,
# _strptime_datetime, ...) are read by the classes' methods at call time.


# ---- ISO 8601 parsing (3.11's grammar: Modules/_datetimemodule.c's rules) -------------

def _ch(s, i):
    # the character at i, or NUL past the end (the C parser reads the terminator)
    return s[i] if i < len(s) else '\0'


def _digits(s, i, n):
    # the value of n ASCII digits at i, or None
    v = 0
    for k in range(i, i + n):
        c = _ch(s, k)
        if not '0' <= c <= '9':
            return None
        v = v * 10 + (ord(c) - 48)
    return v


def _parse_iso_date(s, start, end):
    # (y, m, d) from s[start:end], or None; like CPython it reads past `end` only to
    # find a digit missing
    y = _digits(s, start, 4)
    if y is None:
        return None
    p = start + 4
    sep = _ch(s, p) == '-'
    if sep:
        p += 1
    if _ch(s, p) == 'W':
        p += 1
        week = _digits(s, p, 2)
        if week is None:
            return None
        p += 2
        if p - start < end - start:
            if sep:
                if _ch(s, p) != '-':
                    return None
                p += 1
            wd = _digits(s, p, 1)
            if wd is None:
                return None
        else:
            wd = 1
        return _iso_to_ymd(y, week, wd, False)
    m = _digits(s, p, 2)
    if m is None:
        return None
    p += 2
    if sep:
        if _ch(s, p) != '-':
            return None
        p += 1
    d = _digits(s, p, 2)
    if d is None:
        return None
    return y, m, d


def _iso_separator(s):
    # where the date part of an isoformat datetime string ends
    n = len(s)
    if n == 7:
        return 7
    if _ch(s, 4) == '-':
        if _ch(s, 5) == 'W':
            if n < 8:
                return -1
            if n > 8 and _ch(s, 8) == '-':
                if n == 9:
                    return -1
                if n > 10 and '0' <= _ch(s, 10) <= '9':
                    return 8
                return 10
            return 8
        return 10
    if _ch(s, 4) == 'W':
        idx = 7
        while idx < n and '0' <= s[idx] <= '9':
            idx += 1
        if idx < 9:
            return idx
        return 7 if idx % 2 == 0 else 8
    return 8


def _parse_hms(s, p, end):
    # [HH[:?MM[:?SS[{.,}ffffff]]]] in s[p:end]: (rv, h, m, s, us) with rv 0 when the
    # field ended the string, 1 when more follows, or None on error
    vals = [0, 0, 0]
    has_sep = True
    us = 0
    for i in range(3):
        v = _digits(s, p, 2)
        if v is None:
            return None
        vals[i] = v
        p += 2
        c = _ch(s, p)
        p += 1
        if i == 0:
            has_sep = c == ':'
        if p >= end:
            return (0 if c == '\0' else 1), vals[0], vals[1], vals[2], 0
        if has_sep and c == ':':
            continue
        if c == '.' or c == ',':
            break
        if not has_sep:
            p -= 1
        else:
            return None
    remains = end - p
    n = 6 if remains >= 6 else remains
    us = _digits(s, p, n)
    if us is None:
        return None
    if n < 6:
        us *= 10 ** (6 - n)
    p += n
    while '0' <= _ch(s, p) <= '9':
        p += 1
    return (0 if _ch(s, p) == '\0' else 1), vals[0], vals[1], vals[2], us


def _parse_iso_time(s, start, end):
    # (h, m, s, us, tzinfo) from s[start:end], or None
    tzpos = start
    while True:
        if _ch(s, tzpos) in 'Z+-' and _ch(s, tzpos) != '\0':
            break
        tzpos += 1
        if tzpos >= end:
            break
    r = _parse_hms(s, start, tzpos)
    if r is None:
        return None
    rv, hh, mm, ss, us = r
    if tzpos >= end:
        if rv == 1:
            return None
        return hh, mm, ss, us, None
    if s[tzpos] == 'Z':
        if tzpos + 1 != len(s):
            return None
        return hh, mm, ss, us, timezone.utc
    sign = -1 if s[tzpos] == '-' else 1
    r = _parse_hms(s, tzpos + 1, end)
    if r is None or r[0]:
        return None
    _, th, tm, ts, tus = r
    off = sign * (th * 3600 + tm * 60 + ts)
    tus *= sign
    if off == 0:  # CPython: whole seconds 0 means UTC, whatever the microseconds
        return hh, mm, ss, us, timezone.utc
    return hh, mm, ss, us, timezone(timedelta(seconds=off, microseconds=tus))


def _parse_iso_datetime(s):
    n = len(s)
    if n < 7:
        return None
    sep = _iso_separator(s)
    if sep < 0:
        return None
    r = _parse_iso_date(s, 0, sep)
    if r is None:
        return None
    y, m, d = r
    if n > sep:
        t = _parse_iso_time(s, sep + 1, n)
        if t is None:
            return None
        return (y, m, d) + t
    return y, m, d, 0, 0, 0, 0, None


# ---- strftime (CPython's wrapper over glibc's strftime, C locale) ---------------------

def _strftime(obj, fmt, tt, tzsrc):
    # CPython replaces %z, %Z and %f itself (only right after a '%'), then formats the
    # rest as glibc does; the output is refused ('' returned) when it outgrows
    # CPython's buffer (256 times the format's length, at least 1024 bytes)
    parts = []
    i = 0
    n = len(fmt)
    while i < n:
        j = fmt.find('%', i)
        if j < 0 or j + 1 >= n:
            parts.append(fmt[i:])
            break
        parts.append(fmt[i:j])
        d = fmt[j + 1]
        if d == 'z':
            off = None
            if tzsrc is not None and tzsrc._tzinfo is not None:
                off = tzsrc.utcoffset()
            parts.append(_format_offset(off, ''))
        elif d == 'Z':
            name = None
            if tzsrc is not None and tzsrc._tzinfo is not None:
                name = tzsrc.tzname()
            if name is not None:
                parts.append(name.replace('%', '%%'))
        elif d == 'f':
            us = tzsrc._microsecond if tzsrc is not None else 0
            parts.append(f'{us:06d}')
        else:
            parts.append('%' + d)
        i = j + 2
    return _strftime_tuple(''.join(parts), tt, None, None)


def _strftime_tuple(fmt, tt, zone, gmtoff):
    # time.strftime's buffer loop over glibc: '' when the output is empty or does not
    # fit in max(1024, 256 * len(format)) bytes (rounded up to a doubling of 1024)
    nul = fmt.find('\0')
    if nul >= 0:
        fmt = fmt[:nul]
    fmtlen = len(fmt.encode('utf-8'))  # CPython's error for a lone surrogate
    cap = 1024
    while cap < 256 * fmtlen:
        cap *= 2
    out = _glibc_strftime(fmt, tt, cap, (zone, gmtoff))
    if out is None:
        return ''
    outlen = len(out.encode('utf-8'))
    if outlen == 0 or outlen >= cap:
        return ''
    return out


_NUMERIC = {
    # directive: (default digits, default pad) for glibc's numbers
    'd': (2, '0'), 'e': (2, ' '), 'H': (2, '0'), 'I': (2, '0'), 'k': (2, ' '),
    'l': (2, ' '), 'm': (2, '0'), 'M': (2, '0'), 'S': (2, '0'), 'j': (3, '0'),
    'u': (1, '0'), 'w': (1, '0'), 'U': (2, '0'), 'W': (2, '0'), 'V': (2, '0'),
    'y': (2, '0'), 'g': (2, '0'), 'Y': (1, '0'), 'G': (1, '0'), 'C': (1, '0'),
}
_FAST = {
    'Y': lambda tt: str(tt[0]), 'm': lambda tt: f'{tt[1]:02d}',
    'd': lambda tt: f'{tt[2]:02d}', 'H': lambda tt: f'{tt[3]:02d}',
    'M': lambda tt: f'{tt[4]:02d}', 'S': lambda tt: f'{tt[5]:02d}',
    'a': lambda tt: _DAYNAMES[tt[6]], 'A': lambda tt: _FULL_DAYNAMES[tt[6]],
    'b': lambda tt: _MONTHNAMES[tt[1]], 'B': lambda tt: _FULL_MONTHNAMES[tt[1]],
    'p': lambda tt: 'AM' if tt[3] < 12 else 'PM', '%': lambda tt: '%',
    'y': lambda tt: f'{tt[0] % 100:02d}', 'j': lambda tt: f'{tt[7]:03d}',
}
_COMPOSITE = {'c': '%a %b %e %H:%M:%S %Y', 'x': '%m/%d/%y', 'X': '%H:%M:%S',
              'D': '%m/%d/%y', 'F': '%Y-%m-%d', 'T': '%H:%M:%S', 'R': '%H:%M',
              'r': '%I:%M:%S %p'}


def _tt_fields(tt):
    y, m, d, hh, mm, ss, wd, yd, isdst = tt
    return y, m, d, hh, mm, ss, wd, yd


def _num_value(ch, tt):
    y, m, d, hh, mm, ss, wd, yd = _tt_fields(tt)
    if ch == 'd' or ch == 'e':
        return d
    if ch == 'H' or ch == 'k':
        return hh
    if ch == 'I' or ch == 'l':
        return (hh + 11) % 12 + 1
    if ch == 'm':
        return m
    if ch == 'M':
        return mm
    if ch == 'S':
        return ss
    if ch == 'j':
        return yd
    if ch == 'u':
        return (wd % 7) + 1
    if ch == 'w':
        return (wd + 1) % 7
    if ch == 'U':
        return (yd + 6 - (wd + 1) % 7) // 7
    if ch == 'W':
        return (yd + 6 - wd) // 7
    if ch == 'y':
        return y % 100
    if ch == 'Y':
        return y
    if ch == 'C':
        return y // 100
    # glibc's ISO week: from tm_year, tm_yday and tm_wday only (not the month and day)
    adj, days = _glibc_iso_week(y, yd - 1, (wd + 1) % 7)
    if ch == 'V':
        return days // 7 + 1
    if ch == 'g':
        return (y + adj) % 100
    return y + adj  # 'G'


def _iso_week_days(yday, wday):
    # glibc: the days since the Monday of ISO week 1 of the year holding yday (0-based
    # day of the year, wday 0 = Sunday); negative before week 1
    return yday - (yday - wday + 4 + 378) % 7 + 3


def _glibc_iso_week(y, yday, wday):
    # (year adjustment, days into the ISO year) as glibc's %V/%G/%g compute them
    days = _iso_week_days(yday, wday)
    if days < 0:
        return -1, _iso_week_days(yday + 365 + _is_leap(y - 1), wday)
    d = _iso_week_days(yday - (365 + _is_leap(y)), wday)
    if d >= 0:
        return 1, d
    return 0, days


def _mktime_seconds(tt):
    # mktime in the sandbox's zone (UTC): every field normalised (months roll into
    # years, days into months), and tm_isdst > 0 asks for an hour of DST UTC lacks
    y, mon, mday, hh, mm, ss = tt[:6]
    y += (mon - 1) // 12
    mon = (mon - 1) % 12 + 1
    days = _days_before_year(y) + _days_before_month(y, mon) + mday - 719163
    secs = ((days * 24 + hh) * 60 + mm) * 60 + ss
    if tt[8] > 0:
        secs -= 3600
    return secs


def _pad(s, width, pad):
    if width > len(s):
        return ('0' if pad == '0' else ' ') * (width - len(s)) + s
    return s


def _glibc_strftime(fmt, tt, cap, tz=(None, None)):
    # glibc's __strftime_internal for the C locale, with its flags (_ - 0 ^ #), widths
    # and E/O modifiers; None when one directive alone outgrows cap
    out = []
    total = 0
    i = 0
    n = len(fmt)
    while i < n:
        j = fmt.find('%', i)
        if j != i:
            lit = fmt[i:] if j < 0 else fmt[i:j]
            out.append(lit)
            total += len(lit)
            if j < 0:
                break
        start = j
        i = j + 1
        fast = _FAST.get(fmt[i:i + 1])
        if fast is not None:
            # the common unflagged directives, as the general path would format them
            piece = fast(tt)
            out.append(piece)
            total += len(piece)
            i += 1
            continue
        pad = ''
        upper = False
        swap = False
        while i < n and fmt[i] in '_-0^#':
            f = fmt[i]
            if f == '^':
                upper = True
            elif f == '#':
                swap = True
            else:
                pad = f
            i += 1
        width = -1
        if i < n and '0' <= fmt[i] <= '9':
            width = 0
            while i < n and '0' <= fmt[i] <= '9':
                width = width * 10 + (ord(fmt[i]) - 48)
                if width >= cap:
                    return None
                i += 1
        mod = ''
        if i < n and fmt[i] in 'EO':
            mod = fmt[i]
            i += 1
        if i >= n:
            # the format ends inside a directive: glibc copies it, padded
            out.append(_pad(fmt[start:], width, pad))
            continue
        ch = fmt[i]
        i += 1
        piece = _directive(ch, mod, pad, width, upper, swap, tt, cap, tz)
        if piece is None:
            piece = _pad(fmt[start:i], width, pad if pad != '-' else '')
        out.append(piece)
        # the output is bounded by cap: no run of wide directives can outgrow it
        total += len(piece)
        if total >= cap:
            return None
    return ''.join(out)


def _directive(ch, mod, pad, width, upper, swap, tt, cap, tz):
    # one conversion; None: glibc's bad_format (the caller copies it)
    y, m, d, hh, mm, ss, wd, yd = _tt_fields(tt)
    if ch in _NUMERIC:
        if mod == 'E' and ch not in 'CyY':
            return None
        if mod == 'O' and ch in 'YG':
            return None
        digits, dpad = _NUMERIC[ch]
        v = _num_value(ch, tt)
        neg = v < 0
        s = str(-v if neg else v)
        if pad == '-' and width < 0:
            return ('-' if neg else '') + s
        p = pad if pad in ('0', '_') else ('_' if pad == '-' else dpad)
        w = width if width >= 0 else digits
        if neg:
            w -= 1
        if len(s) < w:
            s = ('0' if p == '0' else ' ') * (w - len(s)) + s
        return ('-' if neg else '') + s
    if mod == 'O' and ch not in 'bBhpz%':
        if ch not in _COMPOSITE and ch not in 'aAnt':
            return None
        return None
    if mod == 'E' and ch not in 'cxXz%':
        if ch in 'bBhpZ':
            pass
        else:
            return None
    if ch == '%':
        return _pad('%', width, pad)
    if ch == 'n':
        return _pad('\n', width, pad)
    if ch == 't':
        return _pad('\t', width, pad)
    if ch in 'aA':
        s = _DAYNAMES[wd] if ch == 'a' else _FULL_DAYNAMES[wd]
        return _pad(s.upper() if upper or swap else s, width, pad)
    if ch in 'bBh':
        s = _FULL_MONTHNAMES[m] if ch == 'B' else _MONTHNAMES[m]
        return _pad(s.upper() if upper or swap else s, width, pad)
    if ch == 'p':
        s = 'AM' if hh < 12 else 'PM'
        if swap:
            s = s.lower()
        return _pad(s, width, pad)
    if ch == 'P':
        return _pad('am' if hh < 12 else 'pm', width, pad)
    if ch == 'Z':
        # tm_zone, else the local zone's name when tm_isdst says which, else nothing
        zone = tz[0] or ('UTC' if tt[8] >= 0 else '')
        if swap:
            zone = zone.lower()
        elif upper:
            zone = zone.upper()
        return _pad(zone, width, pad)
    if ch == 'z':
        if tt[8] < 0:
            return ''
        off = tz[1] or 0
        sign = '-' if off < 0 else '+'
        mins = abs(off) // 60
        v = str(mins // 60 * 100 + mins % 60)
        if pad == '-':
            return sign + v
        fill = ' ' if pad == '_' else '0'
        return sign + fill * (4 - len(v)) + v
    if ch == 's':
        return str(_mktime_seconds(tt))
    if ch in _COMPOSITE:
        sub = _glibc_strftime(_COMPOSITE[ch], tt, cap, tz)
        if ch == 'r':
            return sub.upper() if upper else sub
        if upper:
            sub = sub.upper()
        return _pad(sub, width, pad)
    return None


# ---- strptime (CPython's _strptime rules, C locale, regular expressions) --------------

_re = None
_TZ_NAMES = ('utc', 'gmt')
_STRPTIME_RE = {
    'd': r'(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'G': r'(?P<G>\d\d\d\d)',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    'W': r'(?P<W>5[0-3]|[0-4]\d|\d)',
    '%': '%',
}


def _alternation(words, name):
    words = sorted(words, key=len, reverse=True)
    return f"(?P<{name}>{'|'.join(_re.escape(w) for w in words)})"


def _strptime_directive(ch):
    if ch in _STRPTIME_RE:
        return _STRPTIME_RE[ch]
    if ch == 'A':
        return _alternation([w.lower() for w in _FULL_DAYNAMES], 'A')
    if ch == 'a':
        return _alternation([w.lower() for w in _DAYNAMES], 'a')
    if ch == 'B':
        return _alternation([w.lower() for w in _FULL_MONTHNAMES[1:]], 'B')
    if ch == 'b':
        return _alternation([w.lower() for w in _MONTHNAMES[1:]], 'b')
    if ch == 'p':
        return _alternation(['am', 'pm'], 'p')
    if ch == 'Z':
        return _alternation(_TZ_NAMES, 'Z')
    if ch == 'c':
        return _strptime_pattern('%a %b %d %H:%M:%S %Y')
    if ch == 'x':
        return _strptime_pattern('%m/%d/%y')
    if ch == 'X':
        return _strptime_pattern('%H:%M:%S')
    raise KeyError(ch)


_REGEX_SPECIALS = set('\\.^$*+?(){}[]|')


def _strptime_pattern(fmt):
    # TimeRE.pattern: escape regex characters, whitespace runs become \s+, then
    # directives become their expressions (KeyError: unknown, IndexError: stray %).
    # One pass over the format (CPython's re-slices the rest after each directive)
    esc = []
    for c in fmt:
        esc.append('\\' + c if c in _REGEX_SPECIALS else c)
    fmt = _re.sub(r'\s+', r'\\s+', ''.join(esc))
    out = []
    i = 0
    n = len(fmt)
    while True:
        k = fmt.find('%', i)
        if k < 0:
            break
        out.append(fmt[i:k])
        if k + 1 >= n:
            raise IndexError('stray %')
        out.append(_strptime_directive(fmt[k + 1]))
        i = k + 2
    out.append(fmt[i:])
    return ''.join(out)


_strptime_cache = {}


def _strptime_regex(fmt):
    global _re
    if _re is None:
        import re as _re_mod
        _re = _re_mod
    rx = _strptime_cache.get(fmt)
    if rx is not None:
        return rx
    try:
        pattern = _strptime_pattern(fmt)
    except KeyError as err:
        bad = err.args[0]
        if bad == '\\':
            bad = '%'
        raise ValueError(f"'{bad}' is a bad directive in format '{fmt}'") from None
    except IndexError:
        raise ValueError(f"stray % in format '{fmt}'") from None
    rx = _re.compile(pattern, _re.IGNORECASE)
    if len(_strptime_cache) > 100:
        _strptime_cache.clear()
    _strptime_cache[fmt] = rx
    return rx


def _julian_from_week(year, week, weekday, monday_first):
    first = _new_date(date, year, 1, 1).weekday()
    if not monday_first:
        first = (first + 1) % 7
        weekday = (weekday + 1) % 7
    week0 = (7 - first) % 7
    if week == 0:
        return 1 + weekday - first
    return 1 + week0 + 7 * (week - 1) + weekday


def _strptime(s, fmt):
    rx = _strptime_regex(fmt)
    found = rx.match(s)
    if not found:
        raise ValueError(f'time data {s!r} does not match format {fmt!r}')
    if len(s) != found.end():
        raise ValueError(f'unconverted data remains: {s[found.end():]}')
    year = None
    tz = -1
    month = day = 1
    hour = minute = second = fraction = 0
    gmtoff = None
    gmtoff_fraction = 0
    iso_year = iso_week = None
    week_of_year = -1
    week_start = -1
    weekday = julian = None
    fd = found.groupdict()
    for key in fd:
        v = fd[key]
        if key == 'y':
            year = int(v)
            year += 2000 if year <= 68 else 1900
        elif key == 'Y':
            year = int(v)
        elif key == 'G':
            iso_year = int(v)
        elif key == 'm':
            month = int(v)
        elif key == 'B':
            month = [w.lower() for w in _FULL_MONTHNAMES[1:]].index(v.lower()) + 1
        elif key == 'b':
            month = [w.lower() for w in _MONTHNAMES[1:]].index(v.lower()) + 1
        elif key == 'd':
            day = int(v)
        elif key == 'H':
            hour = int(v)
        elif key == 'I':
            hour = int(v)
            ampm = (fd.get('p') or '').lower()
            if ampm in ('', 'am'):
                if hour == 12:
                    hour = 0
            elif ampm == 'pm':
                if hour != 12:
                    hour += 12
        elif key == 'M':
            minute = int(v)
        elif key == 'S':
            second = int(v)
        elif key == 'f':
            fraction = int(v + '0' * (6 - len(v)))
        elif key == 'A':
            weekday = [w.lower() for w in _FULL_DAYNAMES].index(v.lower())
        elif key == 'a':
            weekday = [w.lower() for w in _DAYNAMES].index(v.lower())
        elif key == 'w':
            weekday = int(v)
            weekday = 6 if weekday == 0 else weekday - 1
        elif key == 'u':
            weekday = int(v) - 1
        elif key == 'j':
            julian = int(v)
        elif key in ('U', 'W'):
            week_of_year = int(v)
            week_start = 6 if key == 'U' else 0
        elif key == 'V':
            iso_week = int(v)
        elif key == 'Z':
            # the sandbox's zone names are all standard time (_TZ_NAMES)
            if v.lower() in _TZ_NAMES:
                tz = 0
        elif key == 'z':
            z = v
            if z == 'Z':
                gmtoff = 0
            else:
                if z[3] == ':':
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ':':
                            raise ValueError(f'Inconsistent use of : in {v}')
                        z = z[:5] + z[6:]
                hours = int(z[1:3])
                minutes = int(z[3:5])
                seconds = int(z[5:7] or 0)
                gmtoff = hours * 3600 + minutes * 60 + seconds
                rest = z[8:]
                gmtoff_fraction = int(rest + '0' * (6 - len(rest)))
                if z.startswith('-'):
                    gmtoff = -gmtoff
                    gmtoff_fraction = -gmtoff_fraction
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week "
                             "directive '%V' and a weekday directive ('%A', '%a', '%w', "
                             "or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO "
                             "year directive '%G'. Use '%Y' instead.")
    elif week_of_year == -1 and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year "
                             "directive '%G' and a weekday directive ('%A', '%a', '%w', "
                             "or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year "
                         "directive '%Y'. Use the ISO year '%G' instead.")
    leap_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_fix = True
    elif year is None:
        year = 1900
    if julian is None and weekday is not None:
        if week_of_year != -1:
            julian = _julian_from_week(year, week_of_year, weekday, week_start == 0)
        elif iso_year is not None and iso_week is not None:
            # _calc_julian_from_V: the day may fall in the next calendar year while
            # julian keeps counting from the ISO year's January 1 (tm_yday 366)
            julian = iso_week * 7 + weekday + 1 - (date(iso_year, 1, 4).isoweekday() + 3)
            year = iso_year
            if julian < 1:
                julian += date(iso_year, 1, 1).toordinal()
                year = iso_year - 1
                julian -= date(year, 1, 1).toordinal()
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _is_leap(year) else 365
    if julian is None:
        julian = (date(year, month, day).toordinal() - date(year, 1, 1).toordinal() +
                  1)
    else:
        r = date.fromordinal(julian - 1 + date(year, 1, 1).toordinal())
        year, month, day = r._year, r._month, r._day
    if weekday is None:
        weekday = date(year, month, day).weekday()
    if leap_fix:
        year = 1900
    return ((year, month, day, hour, minute, second, weekday, julian, tz, fd.get('Z'),
             gmtoff), fraction, gmtoff_fraction)


def _strptime_datetime(cls, s, fmt):
    tt, fraction, gmtoff_fraction = _strptime(s, fmt)
    year, month, day, hour, minute, second = tt[:6]
    tzname = tt[9]
    gmtoff = tt[10]
    args = (year, month, day, hour, minute, second, fraction)
    if gmtoff is not None:
        delta = timedelta(seconds=gmtoff, microseconds=gmtoff_fraction)
        tz = timezone(delta, tzname) if tzname else timezone(delta)
        args += (tz,)
    return cls(*args)
