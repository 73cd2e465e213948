# csv - CPython 3.11's csv module over the C engines in modules/csv.c (reader.__next__
# runs the reader's state machine over the lines of one record, writer.writerow quotes
# and escapes one row; both are C method descriptors from _csv_method). The classes CPython keeps in _csv (Dialect, reader, writer, Error) are here
# with __module__ '_csv' and the qualified names CPython shows, so their reprs and
# tracebacks read the same. Lib/csv.py and Modules/_csv.c were the reference for the
# behaviour and the messages; this is pyeval's own code.
"""Reading and writing CSV (comma-separated values) files: reader, writer, DictReader,
DictWriter, the dialects that describe a format, and Sniffer, which guesses one."""

import re
from io import StringIO

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "__doc__", "excel", "excel_tab",
           "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects", "Sniffer",
           "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)

_field_limit = 128 * 1024


class Error(Exception):
    pass


Error.__module__ = '_csv'

# ---- _csv.Dialect: validated, read-only dialect parameters -------------------------

_PARAMS = ('dialect', 'delimiter', 'doublequote', 'escapechar', 'lineterminator',
           'quotechar', 'quoting', 'skipinitialspace', 'strict')
# attributes CPython exposes as getsets (not writable) and as members (readonly)
_GETSETS = ('delimiter', 'escapechar', 'lineterminator', 'quotechar', 'quoting')
_MEMBERS = ('doublequote', 'skipinitialspace', 'strict')


def _char(name, v, default, none_ok):
    if v is _MISSING:
        return default
    if v is None and none_ok:
        return None
    if not isinstance(v, str):
        what = 'string or None' if none_ok else 'string'
        raise TypeError(f'"{name}" must be {what}, not {type(v).__name__}')
    if len(v) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return str(v)


def _int(name, v, default):
    if v is _MISSING:
        return default
    if type(v) is not int:
        raise TypeError(f'"{name}" must be an integer')
    if not -2**31 <= v < 2**31:
        raise OverflowError("Python int too large to convert to C int")
    return v


def _bool(v, default):
    return default if v is _MISSING else bool(v)


def _text(name, v, default):
    if v is _MISSING:
        return default
    if v is None:
        return None
    if not isinstance(v, str):
        raise TypeError(f'"{name}" must be a string')
    return str(v)


class _MissingType:
    pass


_MISSING = _MissingType()


def _bind_dialect_args(args, kwargs):
    if len(args) > 9:
        raise TypeError(f"function takes at most 9 arguments ({len(args)} given)")
    got = dict(zip(_PARAMS, args))
    for k, v in kwargs.items():
        if k not in _PARAMS:
            raise TypeError(f"'{k}' is an invalid keyword argument for this function")
        if k in got:
            pos = _PARAMS.index(k) + 1
            raise TypeError(f"argument for function given by name ('{k}') "
                            f"and position ({pos})")
        got[k] = v
    return got


class _Dialect:
    __slots__ = ('_p',)

    def __new__(cls, *args, **kwargs):
        got = _bind_dialect_args(args, kwargs)
        base = got.pop('dialect', None)
        if base is not None:
            if isinstance(base, str):
                base = get_dialect(base)
            if isinstance(base, _Dialect) and not got:
                return base
            for name in _PARAMS[1:]:
                if name not in got:
                    try:
                        got[name] = getattr(base, name)
                    except Exception:
                        pass
        g = lambda name: got.get(name, _MISSING)
        p = {}
        p['delimiter'] = _char('delimiter', g('delimiter'), ',', False)
        p['doublequote'] = _bool(g('doublequote'), True)
        p['escapechar'] = _char('escapechar', g('escapechar'), None, True)
        p['lineterminator'] = _text('lineterminator', g('lineterminator'), '\r\n')
        p['quotechar'] = _char('quotechar', g('quotechar'), '"', True)
        p['quoting'] = _int('quoting', g('quoting'), QUOTE_MINIMAL)
        p['skipinitialspace'] = _bool(g('skipinitialspace'), False)
        p['strict'] = _bool(g('strict'), False)
        if p['quoting'] not in (0, 1, 2, 3):
            raise TypeError('bad "quoting" value')
        if g('quotechar') is None and g('quoting') is _MISSING:
            p['quoting'] = QUOTE_NONE
        if p['quoting'] != QUOTE_NONE and p['quotechar'] is None:
            raise TypeError("quotechar must be set if quoting enabled")
        if p['lineterminator'] is None:
            raise TypeError("lineterminator must be set")
        self = object.__new__(cls)
        object.__setattr__(self, '_p', p)
        return self

    def __init__(self, *args, **kwargs):
        pass  # __new__ did the work (and may return an existing dialect)

    def __setattr__(self, name, value):
        _readonly(self, name)

    def __delattr__(self, name):
        _readonly(self, name)

    def _params(self):
        # the tuple modules/csv.c reads: code points, -1 for None
        p = self._p
        q, e = p['quotechar'], p['escapechar']
        return (ord(p['delimiter']), -1 if q is None else ord(q),
                -1 if e is None else ord(e), int(p['doublequote']),
                int(p['skipinitialspace']), p['quoting'], int(p['strict']))


def _readonly(self, name):
    if name in _GETSETS:
        raise AttributeError(f"attribute '{name}' of '_csv.Dialect' objects "
                             "is not writable")
    if name in _MEMBERS:
        raise AttributeError("readonly attribute")
    raise AttributeError(f"'_csv.Dialect' object has no attribute '{name}'")


def _dialect_getter(name):
    return property(lambda self: self._p[name])


for _name in _GETSETS + _MEMBERS:
    setattr(_Dialect, _name, _dialect_getter(_name))
del _name
_Dialect.__name__ = _Dialect.__qualname__ = 'Dialect'
_Dialect.__module__ = '_csv'


def _call_dialect(dialect, kwargs):
    if dialect is None:
        return _Dialect(**kwargs)
    return _Dialect(dialect, **kwargs)


# ---- the dialect registry and the field size limit ---------------------------------

_dialects = {}


def register_dialect(*args, **fmtparams):
    name, dialect = _unpack_args(args)
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _call_dialect(dialect, fmtparams)


def _name_arg(func, args, kwargs):
    # Argument Clinic's parsing of `func(name)`
    if len(args) + len(kwargs) > 1:
        raise TypeError(f"{func}() takes at most 1 argument "
                        f"({len(args) + len(kwargs)} given)")
    if args:
        return args[0]
    if 'name' in kwargs:
        return kwargs['name']
    raise TypeError(f"{func}() missing required argument 'name' (pos 1)")


def unregister_dialect(*args, **kwargs):
    name = _name_arg('unregister_dialect', args, kwargs)
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(*args, **kwargs):
    name = _name_arg('get_dialect', args, kwargs)
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect") from None


def list_dialects(*args):
    if args:
        raise TypeError(f"_csv.list_dialects() takes no arguments ({len(args)} given)")
    return list(_dialects)


def field_size_limit(*args, **kwargs):
    global _field_limit
    n = len(args) + len(kwargs)
    if n > 1:
        raise TypeError(f"field_size_limit() takes at most 1 argument ({n} given)")
    for k in kwargs:
        if k != 'new_limit':
            raise TypeError(f"'{k}' is an invalid keyword argument for "
                            "field_size_limit()")
    old = _field_limit
    if n:
        limit = args[0] if args else kwargs['new_limit']
        if type(limit) is not int:
            raise TypeError("limit must be an integer")
        if not -2**63 <= limit < 2**63:
            raise OverflowError("Python int too large to convert to C long")
        _field_limit = limit
    return old


def _unpack_args(args):
    if not args:
        raise TypeError(" expected at least 1 argument, got 0")
    if len(args) > 2:
        raise TypeError(f" expected at most 2 arguments, got {len(args)}")
    return args[0], args[1] if len(args) > 1 else None


# ---- _csv.reader and _csv.writer ---------------------------------------------------

class _Reader:
    __slots__ = ('_dialect', '_it', '_n', '_cparams')
    _g = globals()  # Error and _field_limit, for the C methods

    def __iter__(self):
        return self

    __next__ = _csv_method('__next__')

    @property
    def dialect(self):
        return self._dialect

    @property
    def line_num(self):
        return self._n[0]

    def __setattr__(self, name, value):
        _reader_readonly('reader', name, ('dialect', 'line_num'))

    def __delattr__(self, name):
        _reader_readonly('reader', name, ('dialect', 'line_num'))


def _reader_readonly(kind, name, members):
    if name in members:
        raise AttributeError("readonly attribute")
    raise AttributeError(f"'_csv.{kind}' object has no attribute '{name}'")


_Reader.__name__ = _Reader.__qualname__ = 'reader'
_Reader.__module__ = '_csv'


def reader(*args, **kwargs):
    iterable, dialect = _unpack_args(args)
    it = iter(iterable)
    d = _call_dialect(dialect, kwargs)
    self = object.__new__(_Reader)
    object.__setattr__(self, '_dialect', d)
    object.__setattr__(self, '_it', it)
    object.__setattr__(self, '_n', [0])
    object.__setattr__(self, '_cparams', d._params())
    return self


class _Writer:
    __slots__ = ('_dialect', '_write', '_cparams', '_lt')
    _g = globals()

    writerow = _csv_method('writerow')
    writerows = _csv_method('writerows')

    @property
    def dialect(self):
        return self._dialect

    def __setattr__(self, name, value):
        _reader_readonly('writer', name, ('dialect',))

    def __delattr__(self, name):
        _reader_readonly('writer', name, ('dialect',))


_Writer.__name__ = _Writer.__qualname__ = 'writer'
_Writer.__module__ = '_csv'


def writer(*args, **kwargs):
    output, dialect = _unpack_args(args)
    write = getattr(output, 'write', None)
    if write is None or not callable(write):
        raise TypeError('argument 1 must have a "write" method')
    d = _call_dialect(dialect, kwargs)
    self = object.__new__(_Writer)
    object.__setattr__(self, '_dialect', d)
    object.__setattr__(self, '_write', write)
    object.__setattr__(self, '_cparams', d._params())
    object.__setattr__(self, '_lt', d.lineterminator)
    return self


# ---- csv.Dialect and the standard dialects -----------------------------------------

class Dialect:
    """Describe a CSV dialect.

    This must be subclassed (see csv.excel).  Valid attributes are:
    delimiter, quotechar, escapechar, doublequote, skipinitialspace,
    lineterminator, quoting.

    """
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if type(self) is not Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self)
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    """Describe the usual properties of Excel-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    """Describe the usual properties of Excel-generated TAB-delimited files."""
    delimiter = '\t'


class unix_dialect(Dialect):
    """Describe the usual properties of Unix-generated CSV files."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)


# ---- DictReader and DictWriter -----------------------------------------------------

class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        # the first record, read on first use, names the fields
        if self._fieldnames is None:
            self._fieldnames = next(self.reader, None)
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        # blank lines give no dict (one of all-restval values would be noise)
        while row == []:
            row = next(self.reader)
        names = self.fieldnames
        d = dict(zip(names, row))
        nf, nr = len(names), len(row)
        if nf < nr:
            d[self.restkey] = row[nf:]
        elif nf > nr:
            for key in names[nr:]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'"
                             % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        return self.writerow(dict(zip(self.fieldnames, self.fieldnames)))

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            extra = rowdict.keys() - self.fieldnames
            if extra:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(k) for k in extra]))
        restval = self.restval
        return (rowdict.get(key, restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


# ---- Sniffer -----------------------------------------------------------------------

# A quoted field between delimiters, in the order they are tried: ,"x", then "x", at
# the start of a line, then ,"x" at the end of one, then a line that is only "x".
_QUOTE_PATTERNS = (
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
)


def _count_first_row(line, delim):
    # skipinitialspace: every delimiter of the first line is followed by a space
    return line.count(delim) == line.count(delim + " ")


class Sniffer:
    '''
    "Sniffs" the format of a CSV file (i.e. delimiter, quotechar)
    Returns a Dialect object.
    '''
    def __init__(self):
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        """
        Returns a dialect (or None) corresponding to the sample
        """
        quotechar, doublequote, delimiter, skipinitialspace = \
            self._guess_quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        """
        Looks for text enclosed between two identical quotes
        (the probable quotechar) which are preceded and followed
        by the same character (the probable delimiter).
        For example:
                         ,'some text',
        The quote with the most wins, same with the delimiter.
        If there is no quotechar the delimiter can't be determined
        this way.
        """
        found = []
        for pattern in _QUOTE_PATTERNS:
            rx = re.compile(pattern, re.DOTALL | re.MULTILINE)
            found = rx.findall(data)
            if found:
                break
        if not found:
            return ('', False, None, 0)
        groups = rx.groupindex
        quotes, delims, spaces = {}, {}, 0
        for m in found:
            q = m[groups['quote'] - 1]
            if q:
                quotes[q] = quotes.get(q, 0) + 1
            if 'delim' not in groups:
                continue
            d = m[groups['delim'] - 1]
            if d and (delimiters is None or d in delimiters):
                delims[d] = delims.get(d, 0) + 1
            if 'space' not in groups:
                continue
            if m[groups['space'] - 1]:
                spaces += 1
        quotechar = max(quotes, key=quotes.get)
        if delims:
            delim = max(delims, key=delims.get)
            skipinitialspace = delims[delim] == spaces
            if delim == '\n':  # most likely one column
                delim = ''
        else:
            delim = ''
            skipinitialspace = 0
        # a third quote between two delimiters means quotes are doubled
        dq = re.compile(
            r"((%(d)s)|^)\W*%(q)s[^%(d)s\n]*%(q)s[^%(d)s\n]*%(q)s\W*((%(d)s)|$)"
            % {'d': re.escape(delim), 'q': quotechar}, re.MULTILINE)
        doublequote = bool(dq.search(data))
        return (quotechar, doublequote, delim, skipinitialspace)

    def _guess_delimiter(self, data, delimiters):
        """
        The delimiter /should/ occur the same number of times on
        each row. However, due to malformed data, it may not. We don't want
        an all or nothing approach, so we allow for small variations in this
        number.
          1) build a table of the frequency of each character on every line.
          2) build a table of frequencies of this frequency (meta-frequency?),
             e.g.  'x occurred 5 times in 10 rows, 6 times in 1000 rows,
             7 times in 2 rows'
          3) use the mode of the meta-frequency to determine the /expected/
             frequency for that character
          4) find out how often the character actually meets that goal
          5) the character that best meets its goal is the delimiter
        For performance reasons, the data is evaluated in chunks, so it can
        try and evaluate the smallest portion of the data possible, evaluating
        additional chunks as necessary.
        """
        lines = [line for line in data.split('\n') if line]
        chars = [chr(c) for c in range(127)]
        chunk = min(10, len(lines))
        rounds = 0
        freq = {}    # char -> {count on a line: lines with that count}, in first-seen order
        modes = {}   # char -> (count, weight)
        delims = {}
        start, end = 0, chunk
        while start < len(lines):
            rounds += 1
            for line in lines[start:end]:
                for ch in chars:
                    table = freq.setdefault(ch, {})
                    n = line.count(ch)
                    table[n] = table.get(n, 0) + 1
            for ch, table in freq.items():
                items = list(table.items())
                if len(items) == 1 and items[0][0] == 0:
                    continue
                if len(items) > 1:
                    best = max(items, key=lambda kv: kv[1])
                    items.remove(best)
                    modes[ch] = (best[0], best[1] - sum(kv[1] for kv in items))
                else:
                    modes[ch] = items[0]
            total = float(min(chunk * rounds, len(lines)))
            consistency = 1.0
            while not delims and consistency >= 0.9:
                for ch, (count, weight) in modes.items():
                    if count > 0 and weight > 0:
                        if weight / total >= consistency and \
                                (delimiters is None or ch in delimiters):
                            delims[ch] = (count, weight)
                consistency -= 0.01
            if len(delims) == 1:
                delim = next(iter(delims))
                return (delim, _count_first_row(lines[0], delim))
            start = end
            end += chunk
        if not delims:
            return ('', 0)
        if len(delims) > 1:
            for d in self.preferred:
                if d in delims:
                    return (d, _count_first_row(lines[0], d))
        delim = max((v, k) for k, v in delims.items())[1]
        return (delim, _count_first_row(lines[0], delim))

    def has_header(self, sample):
        # Each column's type after the first row: complex when every value parses as a
        # complex number, else the one length all values share. A column the first
        # row's value does not fit votes for a header, one it fits votes against.
        rdr = reader(StringIO(sample), self.sniff(sample))
        header = next(rdr)
        ncols = len(header)
        kinds = dict.fromkeys(range(ncols))
        checked = 0
        for row in rdr:
            if checked > 20:
                break
            checked += 1
            if len(row) != ncols:
                continue
            for col in list(kinds):
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if type(kind) is int:
                votes += 1 if len(header[col]) != kind else -1
            else:
                try:
                    kind(header[col])
                except (ValueError, TypeError):
                    votes += 1
                else:
                    votes -= 1
        return votes > 0
