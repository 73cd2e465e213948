# Struct sequences (CPython's structseq): tuple subclasses named 'sys.NAME', with one
# read-only property per field, n_fields / n_sequence_fields / n_unnamed_fields,
# __match_args__, CPython's repr, constructor checks and attribute errors. None of them
# has unnamed or invisible fields.
_MISSING = object()


def _structseq_type(name, fields, creatable=True):
    mod, _, short = name.rpartition('.')
    fields = tuple(fields.split())
    n = len(fields)

    def __new__(cls, *args, **kw):
        if not creatable:
            raise TypeError(f"cannot create '{name}' instances")
        for k in kw:
            if k not in ('sequence', 'dict'):
                raise TypeError(f"'{k}' is an invalid keyword argument for structseq()")
        if len(args) + len(kw) > 2:
            raise TypeError(f"structseq() takes at most 2 arguments ({len(args) + len(kw)} given)")
        seq = args[0] if args else kw.get('sequence', _MISSING)
        if seq is _MISSING:
            raise TypeError("structseq() missing required argument 'sequence' (pos 1)")
        d = args[1] if len(args) > 1 else kw.get('dict', _MISSING)
        try:
            values = tuple(seq)
        except TypeError:
            raise TypeError('constructor requires a sequence') from None
        if d is not _MISSING and type(d) is not dict and not isinstance(d, dict):
            raise TypeError(f'{name}() takes a dict as second arg, if any')
        if len(values) != n:
            raise TypeError(f'{name}() takes a {n}-sequence ({len(values)}-sequence given)')
        return tuple.__new__(cls, values)

    def __repr__(self):
        return name + '(' + ', '.join(f'{k}={v!r}' for k, v in zip(fields, self)) + ')'

    def __reduce__(self):
        return (type(self), (tuple(self), {}))

    def __setattr__(self, attr, value):
        if attr in fields:
            raise AttributeError('readonly attribute')
        if hasattr(type(self), attr):
            raise AttributeError(f"'{name}' object attribute '{attr}' is read-only")
        raise AttributeError(f"'{name}' object has no attribute '{attr}'")

    def __delattr__(self, attr):
        __setattr__(self, attr, None)

    def __getattr__(self, attr):
        raise AttributeError(f"'{name}' object has no attribute '{attr}'")

    ns = {'__slots__': (), '__module__': mod, '__qualname__': short, '__new__': __new__,
          '__repr__': __repr__, '__reduce__': __reduce__, '__setattr__': __setattr__,
          '__delattr__': __delattr__, '__getattr__': __getattr__,
          'n_sequence_fields': n, 'n_fields': n, 'n_unnamed_fields': 0,
          '__match_args__': fields}
    for i, f in enumerate(fields):
        ns[f] = property(lambda self, i=i: tuple.__getitem__(self, i))
    return type(short, (tuple,), ns)


def _structseq(name, fields, values, creatable=True):
    return tuple.__new__(_structseq_type(name, fields, creatable), values)


version_info = _structseq('sys.version_info', 'major minor micro releaselevel serial',
                          (3, 11, 7, 'final', 0), False)
float_info = _structseq('sys.float_info', 'max max_exp max_10_exp min min_exp min_10_exp dig mant_dig epsilon radix rounds',
    (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
     2.220446049250313e-16, 2, 1))
int_info = _structseq('sys.int_info', 'bits_per_digit sizeof_digit default_max_str_digits str_digits_check_threshold', (30, 4, 4300, 640))
hash_info = _structseq('sys.hash_info', 'width modulus inf nan imag algorithm hash_bits seed_bits cutoff', (64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))
# the flags of `python3 file.py` with no options
flags = _structseq('sys.flags', 'debug inspect interactive optimize dont_write_bytecode no_user_site no_site ignore_environment verbose bytes_warning quiet hash_randomization isolated dev_mode utf8_mode warn_default_encoding safe_path int_max_str_digits',
    (0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, False, 0, 0, False, -1), False)
# The io class tree starts here so that sys.stdout is an _io.TextIOWrapper from the
# start; the io module (modules/py/io.py) takes these classes from type(sys.stdout).
class IOBase:
    __module__ = 'io'
class TextIOBase(IOBase):
    __module__ = 'io'
class TextIOWrapper(TextIOBase):
    __module__ = '_io'
    def __init__(self, n, name, mode='w'):
        self._n = n
        self.name = name
        self.encoding = 'utf-8'
        self.errors = 'strict'
        self.closed = False
        self.line_buffering = mode == 'r'
        self.newlines = None
        self.mode = mode
    def _check(self, reading):
        if (self.mode == 'r') != reading:
            raise self._unsupported('not readable' if reading else 'not writable')
    def write(self, s):
        self._check(False)
        return _write(self._n, s)
    def writelines(self, lines):
        self._check(False)
        for s in lines:
            _write(self._n, s)
    # stdin is a stream at its end: what CPython reads from an empty or closed stdin
    def read(self, size=-1):
        self._check(True)
        return ''
    def readline(self, size=-1):
        self._check(True)
        return ''
    def readlines(self, hint=-1):
        self._check(True)
        return []
    def __iter__(self):
        return self
    def __next__(self):
        self._check(True)
        raise StopIteration
    def flush(self):
        pass
    def isatty(self):
        return False
    def fileno(self):
        return self._n
    def writable(self):
        return self.mode == 'w'
    def readable(self):
        return self.mode == 'r'
    def seekable(self):
        return False
    def __repr__(self):
        return f"<_io.TextIOWrapper name='{self.name}' mode='{self.mode}' encoding='utf-8'>"
class UnsupportedOperation(OSError, ValueError):
    __module__ = 'io'
# io takes it from here (io.py), as it takes the classes above from type(sys.stdout)
TextIOWrapper._unsupported = UnsupportedOperation
stdin = __stdin__ = TextIOWrapper(0, '<stdin>', 'r')
stdout = __stdout__ = TextIOWrapper(1, '<stdout>')
stderr = __stderr__ = TextIOWrapper(2, '<stderr>')
def exit(status=None):
    raise SystemExit(status)
def getdefaultencoding():
    return 'utf-8'
def getfilesystemencoding():
    return 'utf-8'
def intern(string, /):
    if not isinstance(string, str):
        # Argument Clinic names None itself
        got = 'None' if string is None else type(string).__name__
        raise TypeError(f"intern() argument must be str, not {got}")
    if type(string) is not str:
        raise TypeError(f"can't intern {type(string).__name__}")
    return string
hexversion = 0x030B07F0
api_version = 1013
class _Namespace:
    # types.SimpleNamespace's repr, for sys.implementation (types is not imported yet)
    def __init__(self, **kw):
        self.__dict__.update(kw)
    def __repr__(self):
        items = ', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())
        return f'namespace({items})'
# the implementation pyeval reproduces, as CPython 3.11.7 describes itself
implementation = _Namespace(name='cpython', cache_tag='cpython-311', version=version_info,
                            hexversion=hexversion, _multiarch='x86_64-linux-gnu')
del _structseq, _structseq_type, IOBase, TextIOBase, TextIOWrapper, UnsupportedOperation
del _Namespace
