class _StructSeq:
    _fields = ()
    _name = ''
    def __init__(self, values):
        object.__setattr__(self, '_values', tuple(values))
        for k, v in zip(self._fields, self._values):
            object.__setattr__(self, k, v)
    def __setattr__(self, name, value):
        raise AttributeError("readonly attribute")
    def __getitem__(self, i): return self._values[i]
    def __len__(self): return len(self._values)
    def __iter__(self): return iter(self._values)
    def __contains__(self, x): return x in self._values
    def __hash__(self): return hash(self._values)
    def __eq__(self, o): return self._values == (o._values if isinstance(o, _StructSeq) else o)
    def __ne__(self, o): return not self == o
    def __lt__(self, o): return self._values < (o._values if isinstance(o, _StructSeq) else o)
    def __le__(self, o): return self._values <= (o._values if isinstance(o, _StructSeq) else o)
    def __gt__(self, o): return self._values > (o._values if isinstance(o, _StructSeq) else o)
    def __ge__(self, o): return self._values >= (o._values if isinstance(o, _StructSeq) else o)
    def __add__(self, o): return self._values + o
    def __radd__(self, o): return o + self._values
    def index(self, x): return self._values.index(x)
    def count(self, x): return self._values.count(x)
    def __repr__(self):
        return self._name + '(' + ', '.join(f'{k}={v!r}' for k, v in zip(self._fields, self._values)) + ')'
def _structseq(name, fields, values):
    cls = type(name.rpartition('.')[2], (_StructSeq,), {'_fields': tuple(fields.split()), '_name': name})
    return cls(values)
version_info = _structseq('sys.version_info', 'major minor micro releaselevel serial',
                          (3, 11, 7, 'final', 0))
float_info = _structseq('sys.float_info', 'max max_exp max_10_exp min min_exp min_10_exp dig mant_dig epsilon radix rounds',
    (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
     2.220446049250313e-16, 2, 1))
int_info = _structseq('sys.int_info', 'bits_per_digit sizeof_digit default_max_str_digits str_digits_check_threshold', (30, 4, 4300, 640))
hash_info = _structseq('sys.hash_info', 'width modulus inf nan imag algorithm hash_bits seed_bits cutoff', (64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))
# The io class tree starts here so that sys.stdout is an _io.TextIOWrapper from the
# start; the io module (modules/py/io.py) takes these classes from type(sys.stdout).
class IOBase:
    __module__ = 'io'
class TextIOBase(IOBase):
    __module__ = 'io'
class TextIOWrapper(TextIOBase):
    __module__ = '_io'
    def __init__(self, n, name):
        self._n = n
        self.name = name
        self.encoding = 'utf-8'
        self.errors = 'strict'
        self.closed = False
        self.line_buffering = False
        self.newlines = None
        self.mode = 'w'
    def write(self, s):
        return _write(self._n, s)
    def writelines(self, lines):
        for s in lines:
            _write(self._n, s)
    def flush(self):
        pass
    def isatty(self):
        return False
    def fileno(self):
        return self._n
    def writable(self):
        return True
    def readable(self):
        return False
    def seekable(self):
        return False
    def __repr__(self):
        return f"<_io.TextIOWrapper name='{self.name}' mode='w' encoding='utf-8'>"
stdout = __stdout__ = TextIOWrapper(1, '<stdout>')
stderr = __stderr__ = TextIOWrapper(2, '<stderr>')
def exit(status=None):
    raise SystemExit(status)
del _structseq, IOBase, TextIOBase, TextIOWrapper
