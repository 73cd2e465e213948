# decimal - the Python part of pyeval's decimal module: the signals, Context,
# Decimal and the context functions, over the C core of modules/decimal.c (libmpdec).
#
# A Decimal holds one immutable C handle (_m). Every operation converts its operands
# (int and Decimal, as CPython's C implementation does), calls the C core with the
# context's tuple (prec, rounding, Emax, Emin, clamp), and passes the libmpdec status
# the C core returns to Context._raise, which sets flags and raises the first trapped
# signal with CPython's message: `[<class 'decimal.DivisionByZero'>]`.

__version__ = '1.70'
__libmpdec_version__ = '2.5.1'

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True

ROUND_UP = 'ROUND_UP'
ROUND_DOWN = 'ROUND_DOWN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_05UP = 'ROUND_05UP'

# libmpdec's numbering of the rounding modes.
_ROUNDINGS = (ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP,
              ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_05UP)
_ROUND_NUM = {r: i for i, r in enumerate(_ROUNDINGS)}



class DecimalTuple(tuple):
    """DecimalTuple(sign, digits, exponent): what as_tuple() returns (a named tuple
    written out, so importing decimal does not import collections)."""

    __slots__ = ()
    _fields = ('sign', 'digits', 'exponent')

    def __new__(cls, sign, digits, exponent):
        return tuple.__new__(cls, (sign, digits, exponent))

    def __repr__(self):
        return 'DecimalTuple(sign=%r, digits=%r, exponent=%r)' % self

    def __getnewargs__(self):
        return tuple(self)

    def _asdict(self):
        return {'sign': self[0], 'digits': self[1], 'exponent': self[2]}

    sign = property(lambda self: self[0], doc='Alias for field number 0')
    digits = property(lambda self: self[1], doc='Alias for field number 1')
    exponent = property(lambda self: self[2], doc='Alias for field number 2')


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# libmpdec's status bits (mpdecimal.h); FloatOperation takes MPD_Not_implemented's bit,
# as CPython does.
_CLAMPED = 0x1
_CONV_SYNTAX = 0x2
_DIV_BY_ZERO = 0x4
_DIV_IMPOSSIBLE = 0x8
_DIV_UNDEFINED = 0x10
_FPU_ERROR = 0x20
_INEXACT = 0x40
_INVALID_CONTEXT = 0x80
_INVALID_OP = 0x100
_FLOAT_OP = 0x400
_OVERFLOW = 0x800
_ROUNDED = 0x1000
_SUBNORMAL = 0x2000
_UNDERFLOW = 0x4000
_IEEE_INVALID = (_CONV_SYNTAX | _DIV_IMPOSSIBLE | _DIV_UNDEFINED | _FPU_ERROR
                 | _INVALID_CONTEXT | _INVALID_OP)

# CPython's signal_map: the order in which a trapped status picks its exception.
_SIGNALS = ((InvalidOperation, _IEEE_INVALID), (FloatOperation, _FLOAT_OP),
            (DivisionByZero, _DIV_BY_ZERO), (Overflow, _OVERFLOW),
            (Underflow, _UNDERFLOW), (Subnormal, _SUBNORMAL), (Inexact, _INEXACT),
            (Rounded, _ROUNDED), (Clamped, _CLAMPED))
_SIGNAL_BITS = dict(_SIGNALS)
# CPython's cond_map: the InvalidOperation conditions, listed first in a message.
_CONDITIONS = ((InvalidOperation, _INVALID_OP), (ConversionSyntax, _CONV_SYNTAX),
               (DivisionImpossible, _DIV_IMPOSSIBLE),
               (DivisionUndefined, _DIV_UNDEFINED), (InvalidContext, _INVALID_CONTEXT))
# Context reprs list signals by status bit, as libmpdec's mpd_lsnprint_signals: each
# bit's name, InvalidOperation once for all of its conditions.
_BIT_NAMES = ((_CLAMPED, 'Clamped'), (_CONV_SYNTAX, 'InvalidOperation'),
              (_DIV_BY_ZERO, 'DivisionByZero'), (_DIV_IMPOSSIBLE, 'InvalidOperation'),
              (_DIV_UNDEFINED, 'InvalidOperation'), (_FPU_ERROR, 'InvalidOperation'),
              (_INEXACT, 'Inexact'), (_INVALID_CONTEXT, 'InvalidOperation'),
              (_INVALID_OP, 'InvalidOperation'), (_FLOAT_OP, 'FloatOperation'),
              (_OVERFLOW, 'Overflow'), (_ROUNDED, 'Rounded'), (_SUBNORMAL, 'Subnormal'),
              (_UNDERFLOW, 'Underflow'))
_BAD_SIGNAL = ("valid values for signals are:\n"
               "  [InvalidOperation, FloatOperation, DivisionByZero,\n"
               "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n"
               "   Clamped]")


def _signal_list(bits):
    out = [cls for cls, b in _CONDITIONS if bits & b]
    out += [cls for cls, b in _SIGNALS[1:] if bits & b]
    return out


def _signal_names(bits):
    names = []
    for b, n in _BIT_NAMES:
        if bits & b and n not in names:
            names.append(n)
    return '[' + ', '.join(names) + ']'


class _SignalDict:
    """Context.flags and Context.traps: a mapping from signal classes to bools over
    one field of the context (CPython's SignalDict)."""

    __slots__ = ('_ctx', '_field')

    def __init__(self, ctx, field):
        self._ctx = ctx
        self._field = field

    def _bits(self):
        return object.__getattribute__(self._ctx, self._field)

    def __getitem__(self, key):
        b = _SIGNAL_BITS.get(key) if isinstance(key, type) else None
        if b is None:
            raise KeyError(_BAD_SIGNAL)
        return bool(self._bits() & b)

    def __setitem__(self, key, value):
        b = _SIGNAL_BITS.get(key) if isinstance(key, type) else None
        if b is None:
            raise KeyError(_BAD_SIGNAL)
        bits = self._bits()
        bits = bits | b if value else bits & ~b
        object.__setattr__(self._ctx, self._field, bits)

    def __delitem__(self, key):
        raise ValueError("signal keys cannot be deleted")

    def __len__(self):
        return len(_SIGNALS)

    def __iter__(self):
        return iter([cls for cls, b in _SIGNALS])

    def __contains__(self, key):
        return key in _SIGNAL_BITS

    def keys(self):
        return [cls for cls, b in _SIGNALS]

    def values(self):
        bits = self._bits()
        return [bool(bits & b) for cls, b in _SIGNALS]

    def items(self):
        bits = self._bits()
        return [(cls, bool(bits & b)) for cls, b in _SIGNALS]

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def copy(self):
        bits = self._bits()
        return {cls: bool(bits & b) for cls, b in _SIGNALS}

    def __eq__(self, other):
        if isinstance(other, _SignalDict):
            return self._bits() == other._bits()
        if isinstance(other, dict):
            return self.copy() == other
        return NotImplemented

    def __repr__(self):
        bits = self._bits()
        return '{' + ', '.join("<class '%s.%s'>:%s" % (cls.__module__, cls.__name__,
                                                       bool(bits & b))
                               for cls, b in _SIGNALS) + '}'


_SignalDict.__name__ = _SignalDict.__qualname__ = 'SignalDict'
_SignalDict.__module__ = 'abc'


def _bits_of(value, what):
    """flags/traps given to Context(): a list of signals or a complete dict."""
    if isinstance(value, _SignalDict):
        return value._bits()
    if isinstance(value, dict):
        if len(value) != len(_SIGNALS) or any(k not in _SIGNAL_BITS for k in value):
            raise KeyError("invalid signal dict")
        bits = 0
        for k, v in value.items():
            if v:
                bits |= _SIGNAL_BITS[k]
        return bits
    bits = 0
    for k in value:
        b = _SIGNAL_BITS.get(k) if isinstance(k, type) else None
        if b is None:
            raise KeyError(_BAD_SIGNAL)
        bits |= b
    return bits


def _check_int(value):
    if not isinstance(value, int):
        raise TypeError("an integer is required")
    return value


class Context:
    """The context for arithmetic: precision, rounding, exponent range, flags, traps."""

    __slots__ = ('_prec', '_rounding', '_emax', '_emin', '_capitals', '_clamp',
                 '_flags', '_traps', '_c')

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None,
                 clamp=None, flags=None, traps=None):
        base = DefaultContext if '_dflt' in globals() else None
        set_ = object.__setattr__
        set_(self, '_prec', base._prec if base else 28)
        set_(self, '_rounding', base._rounding if base else ROUND_HALF_EVEN)
        set_(self, '_emax', base._emax if base else 999999)
        set_(self, '_emin', base._emin if base else -999999)
        set_(self, '_capitals', base._capitals if base else 1)
        set_(self, '_clamp', base._clamp if base else 0)
        set_(self, '_flags', 0)
        set_(self, '_traps', base._traps if base else
             _IEEE_INVALID | _DIV_BY_ZERO | _OVERFLOW)
        self._update()
        if prec is not None:
            self.prec = prec
        if rounding is not None:
            self.rounding = rounding
        if Emin is not None:
            self.Emin = Emin
        if Emax is not None:
            self.Emax = Emax
        if capitals is not None:
            self.capitals = capitals
        if clamp is not None:
            self.clamp = clamp
        if flags is not None:
            set_(self, '_flags', _bits_of(flags, 'flags'))
        if traps is not None:
            set_(self, '_traps', _bits_of(traps, 'traps'))

    def _update(self):
        object.__setattr__(self, '_c', (self._prec, _ROUND_NUM[self._rounding],
                                        self._emax, self._emin, self._clamp))

    # -- attributes --

    @property
    def prec(self):
        return self._prec

    @prec.setter
    def prec(self, value):
        if not 1 <= _check_int(value) <= MAX_PREC:
            raise ValueError("valid range for prec is [1, MAX_PREC]")
        object.__setattr__(self, '_prec', value)
        self._update()

    @property
    def rounding(self):
        return self._rounding

    @rounding.setter
    def rounding(self, value):
        if not isinstance(value, str) or value not in _ROUND_NUM:
            raise TypeError("valid values for rounding are:\n"
                            "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                            "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
                            "   ROUND_05UP]")
        object.__setattr__(self, '_rounding', _ROUNDINGS[_ROUND_NUM[value]])
        self._update()

    @property
    def Emax(self):
        return self._emax

    @Emax.setter
    def Emax(self, value):
        if not 0 <= _check_int(value) <= MAX_EMAX:
            raise ValueError("valid range for Emax is [0, MAX_EMAX]")
        object.__setattr__(self, '_emax', value)
        self._update()

    @property
    def Emin(self):
        return self._emin

    @Emin.setter
    def Emin(self, value):
        if not MIN_EMIN <= _check_int(value) <= 0:
            raise ValueError("valid range for Emin is [MIN_EMIN, 0]")
        object.__setattr__(self, '_emin', value)
        self._update()

    @property
    def capitals(self):
        return self._capitals

    @capitals.setter
    def capitals(self, value):
        if _check_int(value) not in (0, 1):
            raise ValueError("valid values for capitals are 0 or 1")
        object.__setattr__(self, '_capitals', int(value))

    @property
    def clamp(self):
        return self._clamp

    @clamp.setter
    def clamp(self, value):
        if _check_int(value) not in (0, 1):
            raise ValueError("valid values for clamp are 0 or 1")
        object.__setattr__(self, '_clamp', int(value))
        self._update()

    @property
    def flags(self):
        return _SignalDict(self, '_flags')

    @flags.setter
    def flags(self, value):
        object.__setattr__(self, '_flags', _bits_of(value, 'flags'))

    @property
    def traps(self):
        return _SignalDict(self, '_traps')

    @traps.setter
    def traps(self, value):
        object.__setattr__(self, '_traps', _bits_of(value, 'traps'))

    def __setattr__(self, name, value):
        # a subclass instance has a __dict__ for its own attributes; Context has none
        if name not in ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags',
                        'traps') and (type(self) is Context or name in Context.__slots__):
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        raise AttributeError("context attributes cannot be deleted")

    def __repr__(self):
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, '
                'flags=%s, traps=%s)' % (self._prec, self._rounding, self._emin,
                                        self._emax, self._capitals, self._clamp,
                                        _signal_names(self._flags),
                                        _signal_names(self._traps)))

    def __reduce__(self):
        return (Context, (self._prec, self._rounding, self._emin, self._emax,
                          self._capitals, self._clamp, _signal_list(self._flags),
                          _signal_list(self._traps)))

    # -- signals --

    def _raise(self, status):
        """Adds status to the flags; raises the first trapped signal (CPython's
        dec_addstatus)."""
        object.__setattr__(self, '_flags', self._flags | status)
        trapped = status & self._traps
        if trapped:
            for cls, b in _SIGNALS:
                if trapped & b:
                    raise cls(_signal_list(trapped))

    def _result(self, r):
        if type(r) is tuple:
            self._raise(r[1])
            r = r[0]
        d = _new(Decimal)
        d._m = r
        return d

    def clear_flags(self):
        object.__setattr__(self, '_flags', 0)

    def clear_traps(self):
        object.__setattr__(self, '_traps', 0)

    def copy(self):
        c = object.__new__(Context)
        for name in Context.__slots__:
            object.__setattr__(c, name, object.__getattribute__(self, name))
        return c

    __copy__ = copy

    def Etiny(self):
        return self._emin - self._prec + 1

    def Etop(self):
        return self._emax - self._prec + 1

    def radix(self):
        return Decimal(10)

    def _set_rounding(self, rounding):
        """The context tuple with another rounding mode."""
        if rounding is None:
            return self._c
        if not isinstance(rounding, str) or rounding not in _ROUND_NUM:
            raise TypeError("valid values for rounding are:\n"
                            "  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n"
                            "   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n"
                            "   ROUND_05UP]")
        c = self._c
        return (c[0], _ROUND_NUM[rounding], c[2], c[3], c[4])

    def create_decimal(self, num="0"):
        d = _convert_ctor(num, self)
        return self._result(_op1(_U_FINALIZE, self._c, d._m))

    def create_decimal_from_float(self, f):
        return self.create_decimal(Decimal.from_float(f))

    # -- arithmetic: each takes ints and Decimals --

    def abs(self, a):
        return _ctx_arg(a, self)._u(_U_ABS, self)

    def plus(self, a):
        return _ctx_arg(a, self)._u(_U_PLUS, self)

    def minus(self, a):
        return _ctx_arg(a, self)._u(_U_MINUS, self)

    def add(self, a, b):
        return _ctx_arg(a, self)._b(_B_ADD, _ctx_arg(b, self), self)

    def subtract(self, a, b):
        return _ctx_arg(a, self)._b(_B_SUB, _ctx_arg(b, self), self)

    def multiply(self, a, b):
        return _ctx_arg(a, self)._b(_B_MUL, _ctx_arg(b, self), self)

    def divide(self, a, b):
        return _ctx_arg(a, self)._b(_B_DIV, _ctx_arg(b, self), self)

    def divide_int(self, a, b):
        return _ctx_arg(a, self)._b(_B_DIVINT, _ctx_arg(b, self), self)

    def remainder(self, a, b):
        return _ctx_arg(a, self)._b(_B_REM, _ctx_arg(b, self), self)

    def remainder_near(self, a, b):
        return _ctx_arg(a, self)._b(_B_REMNEAR, _ctx_arg(b, self), self)

    def divmod(self, a, b):
        return _ctx_arg(a, self)._divmod(_ctx_arg(b, self), self)

    def power(self, a, b, modulo=None):
        return _ctx_arg(a, self).__pow__(_ctx_arg(b, self),
                                         None if modulo is None else
                                         _ctx_arg(modulo, self), context=self)

    def fma(self, a, b, c):
        return _ctx_arg(a, self).fma(b, c, context=self)

    def sqrt(self, a):
        return _ctx_arg(a, self)._u(_U_SQRT, self)

    def exp(self, a):
        return _ctx_arg(a, self)._u(_U_EXP, self)

    def ln(self, a):
        return _ctx_arg(a, self)._u(_U_LN, self)

    def log10(self, a):
        return _ctx_arg(a, self)._u(_U_LOG10, self)

    def logb(self, a):
        return _ctx_arg(a, self)._u(_U_LOGB, self)

    def normalize(self, a):
        return _ctx_arg(a, self)._u(_U_REDUCE, self)

    def next_minus(self, a):
        return _ctx_arg(a, self)._u(_U_NEXT_MINUS, self)

    def next_plus(self, a):
        return _ctx_arg(a, self)._u(_U_NEXT_PLUS, self)

    def next_toward(self, a, b):
        return _ctx_arg(a, self)._b(_B_NEXTTOWARD, _ctx_arg(b, self), self)

    def quantize(self, a, b):
        return _ctx_arg(a, self)._b(_B_QUANT, _ctx_arg(b, self), self)

    def to_integral_value(self, a):
        return _ctx_arg(a, self)._u(_U_TOINT, self)

    to_integral = to_integral_value

    def to_integral_exact(self, a):
        return _ctx_arg(a, self)._u(_U_TOINTX, self)

    def compare(self, a, b):
        return _ctx_arg(a, self)._b(_B_CMP, _ctx_arg(b, self), self)

    def compare_signal(self, a, b):
        return _ctx_arg(a, self)._b(_B_CMPSIG, _ctx_arg(b, self), self)

    def compare_total(self, a, b):
        return _ctx_arg(a, self)._b(_B_CMPTOT, _ctx_arg(b, self), self)

    def compare_total_mag(self, a, b):
        return _ctx_arg(a, self)._b(_B_CMPTOTMAG, _ctx_arg(b, self), self)

    def max(self, a, b):
        return _ctx_arg(a, self)._b(_B_MAX, _ctx_arg(b, self), self)

    def min(self, a, b):
        return _ctx_arg(a, self)._b(_B_MIN, _ctx_arg(b, self), self)

    def max_mag(self, a, b):
        return _ctx_arg(a, self)._b(_B_MAXMAG, _ctx_arg(b, self), self)

    def min_mag(self, a, b):
        return _ctx_arg(a, self)._b(_B_MINMAG, _ctx_arg(b, self), self)

    def copy_abs(self, a):
        return _ctx_arg(a, self).copy_abs()

    def copy_negate(self, a):
        return _ctx_arg(a, self).copy_negate()

    def copy_decimal(self, a):
        return _ctx_arg(a, self)

    def copy_sign(self, a, b):
        return _ctx_arg(a, self).copy_sign(_ctx_arg(b, self))

    def logical_and(self, a, b):
        return _ctx_arg(a, self)._b(_B_AND, _ctx_arg(b, self), self)

    def logical_or(self, a, b):
        return _ctx_arg(a, self)._b(_B_OR, _ctx_arg(b, self), self)

    def logical_xor(self, a, b):
        return _ctx_arg(a, self)._b(_B_XOR, _ctx_arg(b, self), self)

    def logical_invert(self, a):
        return _ctx_arg(a, self)._u(_U_INVERT, self)

    def rotate(self, a, b):
        return _ctx_arg(a, self)._b(_B_ROTATE, _ctx_arg(b, self), self)

    def shift(self, a, b):
        return _ctx_arg(a, self)._b(_B_SHIFT, _ctx_arg(b, self), self)

    def scaleb(self, a, b):
        return _ctx_arg(a, self)._b(_B_SCALEB, _ctx_arg(b, self), self)

    def same_quantum(self, a, b):
        return _ctx_arg(a, self).same_quantum(_ctx_arg(b, self))

    def number_class(self, a):
        return _ctx_arg(a, self).number_class(self)

    def to_sci_string(self, a):
        return _ctx_arg(a, self).__str__(self)

    def to_eng_string(self, a):
        return _ctx_arg(a, self).to_eng_string(self)

    def canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError("argument must be a Decimal")
        return a

    def is_canonical(self, a):
        if not isinstance(a, Decimal):
            raise TypeError("argument must be a Decimal")
        return True

    def is_finite(self, a):
        return _ctx_arg(a, self).is_finite()

    def is_infinite(self, a):
        return _ctx_arg(a, self).is_infinite()

    def is_nan(self, a):
        return _ctx_arg(a, self).is_nan()

    def is_qnan(self, a):
        return _ctx_arg(a, self).is_qnan()

    def is_snan(self, a):
        return _ctx_arg(a, self).is_snan()

    def is_signed(self, a):
        return _ctx_arg(a, self).is_signed()

    def is_zero(self, a):
        return _ctx_arg(a, self).is_zero()

    def is_normal(self, a):
        return _ctx_arg(a, self).is_normal(self)

    def is_subnormal(self, a):
        return _ctx_arg(a, self).is_subnormal(self)


Context.__module__ = 'decimal'

# Operation numbers of modules/decimal.c (enum U_* and B_*).
(_U_ABS, _U_MINUS, _U_PLUS, _U_SQRT, _U_EXP, _U_LN, _U_LOG10, _U_LOGB, _U_NEXT_MINUS,
 _U_NEXT_PLUS, _U_REDUCE, _U_TOINT, _U_TOINTX, _U_INVERT, _U_COPY_ABS, _U_COPY_NEG,
 _U_FLOOR, _U_CEIL, _U_TRUNC, _U_FINALIZE) = range(20)
(_B_ADD, _B_SUB, _B_MUL, _B_DIV, _B_DIVINT, _B_REM, _B_REMNEAR, _B_POW, _B_QUANT, _B_CMP,
 _B_CMPSIG, _B_CMPTOT, _B_CMPTOTMAG, _B_MAX, _B_MIN, _B_MAXMAG, _B_MINMAG, _B_NEXTTOWARD,
 _B_COPYSIGN, _B_AND, _B_OR, _B_XOR, _B_ROTATE, _B_SHIFT, _B_SCALEB) = range(25)

# The context for exact conversions and integer rounding.
_MAXC = (MAX_PREC, 6, MAX_EMAX, MIN_EMIN, 0)
_NEG, _INF, _NAN, _SNAN = 1, 2, 4, 8

_current = None


def getcontext():
    """Returns this thread's context."""
    global _current
    if _current is None:
        _current = DefaultContext.copy()
    return _current


def setcontext(context):
    """Sets this thread's context."""
    global _current
    if not isinstance(context, Context):
        raise TypeError("argument must be a context")
    if context is DefaultContext or context is BasicContext or \
            context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current = context


class _ContextManager:
    __slots__ = ('new_context', 'saved_context')

    def __init__(self, new_context):
        self.new_context = new_context.copy()

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


_ContextManager.__name__ = _ContextManager.__qualname__ = 'ContextManager'


def localcontext(ctx=None, **kwargs):
    """A context manager for a copy of ctx (default: the current context), with the
    given attributes changed."""
    if ctx is None:
        ctx = getcontext()
    elif not isinstance(ctx, Context):
        raise TypeError("optional argument must be a context")
    mgr = _ContextManager(ctx)
    for key, value in kwargs.items():
        if key not in ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp',
                       'flags', 'traps'):
            raise TypeError("'%s' is an invalid keyword argument for this function"
                            % key)
        setattr(mgr.new_context, key, value)
    return mgr


def _ctx(context):
    if context is None:
        return getcontext()
    if not isinstance(context, Context):
        raise TypeError("optional argument must be a context")
    return context


_new = object.__new__


def _wrap(m, cls=None):
    d = _new(cls or Decimal)
    d._m = m
    return d


def _ascii_number(s):
    """CPython's numeric_as_ascii: strip whitespace, drop underscores, map Unicode
    decimal digits to ASCII; other non-ASCII characters make the text invalid."""
    s = s.strip()
    if '_' in s:
        s = s.replace('_', '')
    if not s.isascii():
        out = []
        for ch in s:
            if ch.isascii():
                out.append(ch)
            elif ch.isdecimal():
                out.append(str(int(ch)))
            elif ch.isspace():
                out.append(' ')
            else:
                out.append('?')
        s = ''.join(out)
    return s


def _from_tuple(value, context):
    if len(value) != 3:
        raise ValueError("argument must be a sequence of length 3")
    sign, digits, exp = value
    if not (isinstance(sign, int) and sign in (0, 1)):
        raise ValueError("sign must be an integer with the value 0 or 1")
    if isinstance(exp, str):
        if exp not in ('F', 'n', 'N'):
            raise ValueError("string argument in the third position must be 'F', 'n' "
                             "or 'N'")
    elif not isinstance(exp, int):
        raise ValueError("exponent must be an integer")
    elif not -2 ** 63 <= exp < 2 ** 63:
        raise OverflowError("Python int too large to convert to C ssize_t")
    if exp == 'F':
        return _from_str('-Infinity' if sign else 'Infinity')
    if not isinstance(digits, (tuple, list)):
        raise ValueError("coefficient must be a tuple of digits")
    text = []
    for dig in digits:
        if not (isinstance(dig, int) and 0 <= dig <= 9):
            raise ValueError("coefficient must be a tuple of digits")
        text.append(chr(48 + dig))
    body = ''.join(text).lstrip('0')
    s = '-' if sign else ''
    if exp == 'n' or exp == 'N':
        return _from_str(s + ('sNaN' if exp == 'N' else 'NaN') + body)
    return _from_str('%s%sE%d' % (s, body or '0', exp))


def _from_float_handle(f):
    if f != f:
        return _from_str('NaN')
    if f in (float('inf'), float('-inf')):
        return _from_str('Infinity' if f > 0 else '-Infinity')
    n, d = abs(f).as_integer_ratio()
    k = d.bit_length() - 1
    neg = f < 0 or (f == 0 and str(f)[0] == '-')
    m = _from_int(-n * 5 ** k if neg and n else n * 5 ** k)
    if neg and not n:
        m = _from_str('-0')
    return _with_exp(m, -k) if k else m


def _convert_ctor(value, context):
    """Decimal(value) as a Decimal: the exact value, with ConversionSyntax and
    FloatOperation signalled through context."""
    if isinstance(value, Decimal):
        return value
    if isinstance(value, str):
        r = _from_str(_ascii_number(value))
        if type(r) is tuple:
            context._raise(r[1])
            r = r[0]
        return _wrap(r)
    if isinstance(value, int):
        return _wrap(_from_int(value))
    if isinstance(value, float):
        context._raise(_FLOAT_OP)
        return _wrap(_from_float_handle(value))
    if isinstance(value, (tuple, list)):
        r = _from_tuple(tuple(value), context)
        if type(r) is tuple:
            context._raise(r[1])
            r = r[0]
        return _wrap(r)
    raise TypeError("conversion from %s to Decimal is not supported"
                    % type(value).__name__)


def _ctx_arg(value, context):
    """An operand of a Context method: a Decimal or an int."""
    if isinstance(value, Decimal):
        return value
    if isinstance(value, int):
        return _wrap(_from_int(value))
    raise TypeError("conversion from %s to Decimal is not supported"
                    % type(value).__name__)


def _operand(value):
    """An operand of a Decimal method or operator: a Decimal, an int, or None for
    NotImplemented."""
    if isinstance(value, Decimal):
        return value
    if isinstance(value, int):
        return _wrap(_from_int(value))
    return None


def _method_arg(value):
    if isinstance(value, Decimal):
        return value
    if isinstance(value, int):
        return _wrap(_from_int(value))
    raise TypeError("conversion from %s to Decimal is not supported"
                    % type(value).__name__)


class Decimal:
    """Floating point class for decimal arithmetic."""

    __slots__ = ('_m',)

    def __new__(cls, value="0", context=None):
        ctx = _ctx(context)
        d = _convert_ctor(value, ctx)
        if cls is Decimal and type(d) is Decimal:
            return d
        obj = object.__new__(cls)
        object.__setattr__(obj, '_m', d._m)
        return obj

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            d = _wrap(_from_int(f))
        elif isinstance(f, float):
            d = _wrap(_from_float_handle(f))
        else:
            raise TypeError("argument must be int or float")
        return d if cls is Decimal else cls(d)

    # -- internals --

    def _info(self):
        return _info(self._m)[:4]

    def _u(self, op, context):
        return context._result(_op1(op, context._c, self._m))

    def _b(self, op, other, context):
        return context._result(_op2(op, context._c, self._m, other._m))

    def _divmod(self, other, context):
        q, r, status = _divmod(context._c, self._m, other._m)
        if status:
            context._raise(status)
        return _wrap(q), _wrap(r)

    # -- conversions --

    def __repr__(self):
        return "Decimal('%s')" % _to_str(self._m, getcontext()._capitals, False)

    def __str__(self, context=None):
        caps = _ctx(context)._capitals if context is not None else \
            getcontext()._capitals
        return _to_str(self._m, caps, False)

    def to_eng_string(self, context=None):
        return _to_str(self._m, _ctx(context)._capitals, True)

    def __format__(self, spec, override=None):
        if not isinstance(spec, str):
            raise TypeError("format arg must be str")
        if not spec:
            return str(self)
        ctx = getcontext()
        return _format(self._m, spec, ctx._c, ctx._capitals)

    def as_tuple(self):
        flags, exp, digits, adj = _info(self._m)[:4]
        sign = flags & _NEG
        if flags & _INF:
            return DecimalTuple(sign, (0,), 'F')
        digits = tuple(map(int, _digits(self._m)))
        if flags & (_NAN | _SNAN):
            if digits == (0,):
                digits = ()
            return DecimalTuple(sign, digits, 'N' if flags & _SNAN else 'n')
        return DecimalTuple(sign, digits, exp)

    def as_integer_ratio(self):
        flags, exp, digits, adj = _info(self._m)[:4]
        if flags & (_NAN | _SNAN):
            raise ValueError("cannot convert NaN to integer ratio")
        if flags & _INF:
            raise OverflowError("cannot convert Infinity to integer ratio")
        n = _coeff(self._m)
        if flags & _NEG:
            n = -n
        if exp >= 0:
            return n * 10 ** exp, 1
        d = 10 ** -exp
        g = _gcd(n, d)
        return n // g, d // g

    def _integral(self, rounding):
        flags, exp, digits, adj = _info(self._m)[:4]
        if flags & (_NAN | _SNAN):
            raise ValueError("cannot convert NaN to integer")
        if flags & _INF:
            raise OverflowError("cannot convert Infinity to integer")
        m = self._m
        if exp < 0:
            c = (MAX_PREC, rounding, MAX_EMAX, MIN_EMIN, 0)
            r = _op1(_U_TOINT, c, m)
            m = r[0] if type(r) is tuple else r
            flags, exp, digits, adj, zero = _info(m)
        n = _coeff(m)
        if exp > 0:
            n *= 10 ** exp
        return -n if flags & _NEG else n

    def __int__(self):
        return self._integral(1)

    __trunc__ = __int__

    def __floor__(self):
        return self._integral(3)

    def __ceil__(self):
        return self._integral(2)

    def __float__(self):
        flags = _info(self._m)[0]
        if flags & _SNAN:
            raise ValueError("cannot convert signaling NaN to float")
        if flags & _NAN:
            return float('-nan') if flags & _NEG else float('nan')
        return float(_to_str(self._m, False, False))

    def __complex__(self):
        return complex(float(self))

    def __round__(self, n=None):
        if n is None:
            return self._integral(6)
        if not isinstance(n, int):
            raise TypeError("optional arg must be an integer")
        if not -2 ** 63 <= n < 2 ** 63:
            raise OverflowError("Python int too large to convert to C ssize_t")
        ctx = getcontext()
        q = _wrap(_from_str('1E%d' % -n))
        return self._b(_B_QUANT, q, ctx)

    def __bool__(self):
        flags, exp, digits, adj = _info(self._m)[:4]
        return bool(flags & (_INF | _NAN | _SNAN)) or _coeff_nonzero(self._m)

    def __hash__(self):
        flags = _info(self._m)[0]
        if flags & _SNAN:
            raise TypeError("Cannot hash a signaling NaN value")
        if flags & _NAN:
            return object.__hash__(self)
        if flags & _INF:
            return -314159 if flags & _NEG else 314159
        return _hash(self._m)

    def __reduce__(self):
        return (type(self), (str(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    # -- comparisons --

    def _cmp_operand(self, other, op):
        """The other side of a comparison as a Decimal (self possibly scaled), or
        None for NotImplemented. Returns (a, b)."""
        if isinstance(other, Decimal):
            return self, other
        if isinstance(other, int):
            return self, _wrap(_from_int(other))
        if isinstance(other, float):
            ctx = getcontext()
            if op in ('==', '!='):
                object.__setattr__(ctx, '_flags', ctx._flags | _FLOAT_OP)
            else:
                ctx._raise(_FLOAT_OP)
            return self, _wrap(_from_float_handle(other))
        if isinstance(other, complex) and op in ('==', '!='):
            if other.imag != 0:
                return None
            return self._cmp_operand(other.real, op)
        if _is_rational(other):
            flags = _info(self._m)[0]
            num = _wrap(_from_int(other.numerator))
            if flags & (_INF | _NAN | _SNAN):
                return self, num
            den = _wrap(_from_int(other.denominator))
            return self._b(_B_MUL, den, _EXACT), num
        return None

    def _compare(self, other, op):
        pair = self._cmp_operand(other, op)
        if pair is None:
            return NotImplemented
        a, b = pair
        r = _cmp(a._m, b._m)
        if r == 2:
            if op not in ('==', '!=') or (_info(a._m)[0] | _info(b._m)[0]) & _SNAN:
                getcontext()._raise(_INVALID_OP)
            return op == '!='
        if op == '==':
            return r == 0
        if op == '!=':
            return r != 0
        if op == '<':
            return r < 0
        if op == '<=':
            return r <= 0
        if op == '>':
            return r > 0
        return r >= 0

    def __eq__(self, other):
        if isinstance(other, Decimal):
            r = _cmp(self._m, other._m)
            if r != 2:
                return r == 0
        return self._compare(other, '==')

    def __ne__(self, other):
        if isinstance(other, Decimal):
            r = _cmp(self._m, other._m)
            if r != 2:
                return r != 0
        return self._compare(other, '!=')

    def __lt__(self, other):
        if isinstance(other, Decimal):
            r = _cmp(self._m, other._m)
            if r != 2:
                return r < 0
        return self._compare(other, '<')

    def __le__(self, other):
        if isinstance(other, Decimal):
            r = _cmp(self._m, other._m)
            if r != 2:
                return r <= 0
        return self._compare(other, '<=')

    def __gt__(self, other):
        if isinstance(other, Decimal):
            r = _cmp(self._m, other._m)
            if r != 2:
                return r > 0
        return self._compare(other, '>')

    def __ge__(self, other):
        if isinstance(other, Decimal):
            r = _cmp(self._m, other._m)
            if r != 2:
                return r >= 0
        return self._compare(other, '>=')

    # -- arithmetic operators: + - * / // % and unary ones are made by
    # _binary_operator and _unary_operator below (the hot path) --

    def __divmod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else self._divmod(o, getcontext())

    def __rdivmod__(self, other):
        o = _operand(other)
        return NotImplemented if o is None else o._divmod(self, getcontext())

    def __pow__(self, other, modulo=None, context=None):
        o = _operand(other)
        if o is None:
            return NotImplemented
        ctx = _ctx(context)
        if modulo is None:
            return self._b(_B_POW, o, ctx)
        m = _operand(modulo)
        if m is None:
            return NotImplemented
        return ctx._result(_op3(1, ctx._c, self._m, o._m, m._m))

    def __rpow__(self, other, modulo=None):
        o = _operand(other)
        if o is None:
            return NotImplemented
        return o.__pow__(self, modulo)

    # -- methods --

    def exp(self, context=None):
        return self._u(_U_EXP, _ctx(context))

    def ln(self, context=None):
        return self._u(_U_LN, _ctx(context))

    def log10(self, context=None):
        return self._u(_U_LOG10, _ctx(context))

    def logb(self, context=None):
        return self._u(_U_LOGB, _ctx(context))

    def sqrt(self, context=None):
        return self._u(_U_SQRT, _ctx(context))

    def next_minus(self, context=None):
        return self._u(_U_NEXT_MINUS, _ctx(context))

    def next_plus(self, context=None):
        return self._u(_U_NEXT_PLUS, _ctx(context))

    def normalize(self, context=None):
        return self._u(_U_REDUCE, _ctx(context))

    def logical_invert(self, context=None):
        return self._u(_U_INVERT, _ctx(context))

    def to_integral_value(self, rounding=None, context=None):
        ctx = _ctx(context)
        return ctx._result(_op1(_U_TOINT, ctx._set_rounding(rounding), self._m))

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        ctx = _ctx(context)
        return ctx._result(_op1(_U_TOINTX, ctx._set_rounding(rounding), self._m))

    def quantize(self, exp, rounding=None, context=None):
        ctx = _ctx(context)
        e = _method_arg(exp)
        return ctx._result(_op2(_B_QUANT, ctx._set_rounding(rounding), self._m, e._m))

    def _binary_method(self, op, other, context):
        return self._b(op, _method_arg(other), _ctx(context))

    def compare(self, other, context=None):
        return self._binary_method(_B_CMP, other, context)

    def compare_signal(self, other, context=None):
        return self._binary_method(_B_CMPSIG, other, context)

    def compare_total(self, other, context=None):
        return self._binary_method(_B_CMPTOT, other, context)

    def compare_total_mag(self, other, context=None):
        return self._binary_method(_B_CMPTOTMAG, other, context)

    def max(self, other, context=None):
        return self._binary_method(_B_MAX, other, context)

    def min(self, other, context=None):
        return self._binary_method(_B_MIN, other, context)

    def max_mag(self, other, context=None):
        return self._binary_method(_B_MAXMAG, other, context)

    def min_mag(self, other, context=None):
        return self._binary_method(_B_MINMAG, other, context)

    def next_toward(self, other, context=None):
        return self._binary_method(_B_NEXTTOWARD, other, context)

    def remainder_near(self, other, context=None):
        return self._binary_method(_B_REMNEAR, other, context)

    def logical_and(self, other, context=None):
        return self._binary_method(_B_AND, other, context)

    def logical_or(self, other, context=None):
        return self._binary_method(_B_OR, other, context)

    def logical_xor(self, other, context=None):
        return self._binary_method(_B_XOR, other, context)

    def rotate(self, other, context=None):
        return self._binary_method(_B_ROTATE, other, context)

    def shift(self, other, context=None):
        return self._binary_method(_B_SHIFT, other, context)

    def scaleb(self, other, context=None):
        return self._binary_method(_B_SCALEB, other, context)

    def fma(self, other, third, context=None):
        ctx = _ctx(context)
        b, c = _method_arg(other), _method_arg(third)
        return ctx._result(_op3(0, ctx._c, self._m, b._m, c._m))

    def copy_abs(self):
        return _EXACT._result(_op1(_U_COPY_ABS, _MAXC, self._m))

    def copy_negate(self):
        return _EXACT._result(_op1(_U_COPY_NEG, _MAXC, self._m))

    def copy_sign(self, other, context=None):
        o = _method_arg(other)
        return _EXACT._result(_op2(_B_COPYSIGN, _MAXC, self._m, o._m))

    def same_quantum(self, other, context=None):
        return _same_quantum(self._m, _method_arg(other)._m)

    def number_class(self, context=None):
        return _class(self._m, _ctx(context)._c)

    def adjusted(self):
        return _info(self._m)[3]

    def canonical(self):
        return self

    def conjugate(self):
        return self

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def radix(self):
        return Decimal(10)

    def is_canonical(self):
        return True

    def is_finite(self):
        return not _info(self._m)[0] & (_INF | _NAN | _SNAN)

    def is_infinite(self):
        return bool(_info(self._m)[0] & _INF)

    def is_nan(self):
        return bool(_info(self._m)[0] & (_NAN | _SNAN))

    def is_qnan(self):
        return bool(_info(self._m)[0] & _NAN)

    def is_snan(self):
        return bool(_info(self._m)[0] & _SNAN)

    def is_signed(self):
        return bool(_info(self._m)[0] & _NEG)

    def is_zero(self):
        return self.is_finite() and not _coeff_nonzero(self._m)

    def is_normal(self, context=None):
        ctx = _ctx(context)
        return self.is_finite() and _coeff_nonzero(self._m) and \
            _info(self._m)[3] >= ctx._emin

    def is_subnormal(self, context=None):
        ctx = _ctx(context)
        return self.is_finite() and _coeff_nonzero(self._m) and \
            _info(self._m)[3] < ctx._emin


Decimal.__module__ = 'decimal'


def _binary_operator(name, op, reflected):
    """Decimal.NAME: operation op of libmpdec (_B_*) with an int or Decimal operand
    under the current context; NotImplemented for other types."""
    def method(self, other):
        if isinstance(other, Decimal):
            o = other._m
        elif isinstance(other, int):
            o = _from_int(other)
        else:
            return NotImplemented
        ctx = _current
        if ctx is None:
            ctx = getcontext()
        if reflected:
            r = _op2(op, ctx._c, o, self._m)
        else:
            r = _op2(op, ctx._c, self._m, o)
        if type(r) is tuple:
            ctx._raise(r[1])
            r = r[0]
        d = _new(Decimal)
        d._m = r
        return d
    method.__name__ = name
    method.__qualname__ = 'Decimal.' + name
    return method


def _unary_operator(name, op):
    def method(self):
        ctx = _current
        if ctx is None:
            ctx = getcontext()
        r = _op1(op, ctx._c, self._m)
        if type(r) is tuple:
            ctx._raise(r[1])
            r = r[0]
        d = _new(Decimal)
        d._m = r
        return d
    method.__name__ = name
    method.__qualname__ = 'Decimal.' + name
    return method


for _name, _op in (('add', _B_ADD), ('sub', _B_SUB), ('mul', _B_MUL),
                   ('truediv', _B_DIV), ('floordiv', _B_DIVINT), ('mod', _B_REM)):
    setattr(Decimal, '__%s__' % _name, _binary_operator('__%s__' % _name, _op, False))
    setattr(Decimal, '__r%s__' % _name, _binary_operator('__r%s__' % _name, _op, True))
for _name, _op in (('neg', _U_MINUS), ('pos', _U_PLUS), ('abs', _U_ABS)):
    setattr(Decimal, '__%s__' % _name, _unary_operator('__%s__' % _name, _op))
_set_c_name(Decimal, 'decimal.Decimal')
_set_c_name(Context, 'decimal.Context')


def _coeff_nonzero(m):
    return not _info(m)[4]


def _gcd(a, b):
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def _is_rational(x):
    try:
        import numbers
    except ImportError:
        return type(x).__name__ == 'Fraction' and hasattr(x, 'denominator')
    return isinstance(x, numbers.Rational)


try:
    import numbers as _numbers
except ImportError:
    pass
else:
    _numbers.Number.register(Decimal)

# The exact context: conversions and sign copies raise nothing through it.
_EXACT = Context.__new__(Context)
for _name, _val in (('_prec', MAX_PREC), ('_rounding', ROUND_HALF_EVEN),
                    ('_emax', MAX_EMAX), ('_emin', MIN_EMIN), ('_capitals', 1),
                    ('_clamp', 0), ('_flags', 0), ('_traps', 0)):
    object.__setattr__(_EXACT, _name, _val)
_EXACT._update()

DefaultContext = Context()
_dflt = True
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP,
                       traps=[Clamped, InvalidOperation, DivisionByZero, Overflow,
                              Underflow])
ExtendedContext = Context(prec=9, traps=[])
del _name, _val, _op
