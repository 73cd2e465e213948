# fractions - pyeval's own implementation of CPython 3.11's Fraction: the same values,
# reprs, hashes and error messages (Lib/fractions.py is the reference for the
# algorithms, not the source). Division keeps CPython's order of reductions, because
# the ZeroDivisionError message shows the reduced numerator.
#
# Fraction inherits numbers.Rational, as CPython's does. "Rational" arguments are
# ints and Fractions on the fast path (plain type tests, which need no Python-level
# ABC check), else anything isinstance(x, numbers.Rational) accepts.

import abc as _abc
import math as _math
import numbers as _numbers
import sys as _sys

__all__ = ['Fraction']

_PyHASH_MODULUS = _sys.hash_info.modulus
_PyHASH_INF = _sys.hash_info.inf


def _is_rational(x):
    if isinstance(x, int) or type(x) is Fraction:
        return True
    if type(x) in (float, complex, str):
        return False
    return isinstance(x, _numbers.Rational)


def _digits(s, i):
    # the end of \d+(_\d+)* starting at i (i when there is none)
    n = len(s)
    if i >= n or not s[i].isdecimal():
        return i
    j = i
    while j < n and s[j].isdecimal():
        j += 1
    while j + 1 < n and s[j] == '_' and s[j + 1].isdecimal():
        j += 1
        while j < n and s[j].isdecimal():
            j += 1
    return j


def _exponent(s, i):
    # the end of [eE][-+]?\d+(_\d+)* at i, or i when there is none
    if i < len(s) and s[i] in 'eE':
        j = i + 1
        if j < len(s) and s[j] in '+-':
            j += 1
        k = _digits(s, j)
        if k > j:
            return k
    return i


def _parse(text):
    # CPython 3.11's literal grammar: sign, numerator, then "/denominator" or
    # ".decimal" and an exponent; returns (sign, num, denom, decimal, exp) or None
    s = text.strip()
    n = len(s)
    i = 0
    sign = ''
    if i < n and s[i] in '+-':
        sign = s[i]
        i += 1
    if not (i < n and (s[i].isdecimal()
                       or (s[i] == '.' and i + 1 < n and s[i + 1].isdecimal()))):
        return None
    j = _digits(s, i)
    num = s[i:j]
    if j < n and s[j] == '/':
        k = j + 1
        e = _digits(s, k)
        if e == k or e != n:
            return None
        return sign, num, s[k:e], None, None
    i = j
    decimal = None
    if i < n and s[i] == '.':
        # 3.11's pattern reads (?P<decimal>d*|\d+(_\d+)*): a run of the letter d is
        # tried first (a typo kept for exactness: int() then rejects it)
        k = i + 1
        while k < n and s[k] in 'dD':
            k += 1
        e = _exponent(s, k)
        if e == n:
            decimal = s[i + 1:k]
            i = k
        else:
            k = _digits(s, i + 1)
            decimal = s[i + 1:k]
            i = k
    e = _exponent(s, i)
    exp = s[i + 1:e] if e > i else None
    if e != n:
        return None
    return sign, num, None, decimal, exp


def _ratio_of_one(x):
    # (numerator, denominator) in lowest terms of a lone int, Rational, float or
    # Decimal; None for a str (the caller parses it); TypeError for anything else
    if type(x) is int:
        return x, 1
    if _is_rational(x):
        return x.numerator, x.denominator
    if isinstance(x, float) or type(x).__name__ == 'Decimal':
        return x.as_integer_ratio()
    if isinstance(x, str):
        return None
    raise TypeError("argument should be a string or a Rational instance")


def _ratio_of_literal(text):
    # (numerator, denominator), not yet reduced, of a literal like '-1.5e3' or '3/4'
    found = _parse(text)
    if found is None:
        raise ValueError('Invalid literal for Fraction: %r' % text)
    sign, whole, over, decimals, exponent = found
    num = int(whole or '0')
    den = 1
    if over:
        den = int(over)
    else:
        if decimals:
            digits = decimals.replace('_', '')
            den = 10**len(digits)
            num = num * den + int(digits)
        if exponent:
            power = int(exponent)
            if power < 0:
                den *= 10**-power
            else:
                num *= 10**power
    return (-num if sign == '-' else num), den


def _ratio_of_two(top, bottom):
    # top/bottom for two Rationals, as one pair of ints (not yet reduced)
    if not (_is_rational(top) and _is_rational(bottom)):
        raise TypeError("both arguments should be Rational instances")
    return top.numerator * bottom.denominator, bottom.numerator * top.denominator


def _lowest_terms(num, den):
    # divide out the gcd, taking its sign from den so that den ends positive
    g = _math.gcd(num, den)
    if den < 0:
        g = -g
    return num // g, den // g


def _cancel(x, y):
    # x and y divided by their gcd (unchanged when it is 0 or 1)
    g = _math.gcd(x, y)
    if g <= 1:
        return x, y
    return x // g, y // g


def _exactly(cls, value, accepted, method, kind):
    # cls from an int, or from an accepted float/Decimal via its exact integer ratio
    if isinstance(value, int):
        return cls(value)
    if accepted:
        return cls(*value.as_integer_ratio())
    what = '%r (%s)' % (value, type(value).__name__)
    raise TypeError('%s.%s() only takes %s, not %s'
                    % (cls.__name__, method, kind, what))


def _nearest_bounded(num, den, limit):
    # The fraction nearest num/den with a denominator <= limit (den > limit). Walk the
    # continued fraction keeping the last two convergents while the next one's
    # denominator fits; the answer is the last convergent or the largest fitting
    # semiconvergent, whichever is nearer (a tie goes to the convergent).
    p_prev, q_prev, p_last, q_last = 0, 1, 1, 0
    n, d = num, den
    term = n // d
    while q_prev + term * q_last <= limit:
        p_prev, q_prev, p_last, q_last = (p_last, q_last, p_prev + term * p_last,
                                          q_prev + term * q_last)
        n, d = d, n - term * d
        term = n // d
    steps = (limit - q_prev) // q_last
    q_semi = q_prev + steps * q_last
    if 2 * d * q_semi <= den:
        return Fraction(p_last, q_last, _normalize=False)
    return Fraction(p_prev + steps * p_last, q_semi, _normalize=False)


def _int_power(num, den, power):
    # (num/den) ** power for an int power, keeping the sign in the numerator
    if power >= 0:
        return Fraction(num**power, den**power, _normalize=False)
    if num < 0:
        num, den = -num, -den
    return Fraction(den**-power, num**-power, _normalize=False)


def _round_half_even(num, den):
    # num/den rounded to an int, ties to the even neighbour
    floor, rest = divmod(num, den)
    twice = 2 * rest
    if twice < den or (twice == den and floor % 2 == 0):
        return floor
    return floor + 1


def _hash_of_ratio(num, den):
    # hash of num/den for num >= 0, as for any number: num times the inverse of den
    # modulo the hash modulus, or the hash of infinity when den is a multiple of it
    if den % _PyHASH_MODULUS == 0:
        return _PyHASH_INF
    return hash(hash(num) * pow(den, -1, _PyHASH_MODULUS))


def _is_complex_kind(x):
    # a complex or a registered numbers.Complex that is not a float
    return isinstance(x, complex) or (not isinstance(x, float)
                                      and isinstance(x, _numbers.Complex))


class Fraction(_numbers.Rational):
    """This class implements rational numbers."""

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = super(Fraction, cls).__new__(cls)
        if denominator is None:
            exact = _ratio_of_one(numerator)
            if exact is not None:
                self._numerator, self._denominator = exact
                return self
            numerator, denominator = _ratio_of_literal(numerator)
        elif not (type(numerator) is int is type(denominator)):
            numerator, denominator = _ratio_of_two(numerator, denominator)
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        if _normalize:
            numerator, denominator = _lowest_terms(numerator, denominator)
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly."""
        return _exactly(cls, f, isinstance(f, float), 'from_float', 'floats')

    @classmethod
    def from_decimal(cls, dec):
        """Converts a finite Decimal instance to a rational number, exactly."""
        is_decimal = type(dec).__name__ == 'Decimal'
        return _exactly(cls, dec, is_decimal, 'from_decimal', 'Decimals')

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple."""
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        return _nearest_bounded(self._numerator, self._denominator, max_denominator)

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    @property
    def real(a):
        return +a

    @property
    def imag(a):
        return 0

    def conjugate(a):
        return +a

    def __repr__(self):
        """repr(self)"""
        return '%s(%s, %s)' % (self.__class__.__name__,
                               self._numerator, self._denominator)

    def __str__(self):
        """str(self)"""
        if self._denominator == 1:
            return str(self._numerator)
        else:
            return '%s/%s' % (self._numerator, self._denominator)

    # ---- arithmetic: each operator has a Fraction form and a float/complex fallback

    # + - * keep the operands small, as 3.11 does (Knuth, TAOCP 4.5.1): cancel common
    # factors of the denominators (and, for *, across numerator and denominator)
    # before multiplying, so the last gcd runs on small numbers. The cross products
    # and one big gcd gave the same fractions, but a harmonic sum of 5,000 terms cost
    # 30x CPython's time and more than the default operation budget.

    def _add(a, b):
        return _plus(a, b, False)

    def _sub(a, b):
        return _plus(a, b, True)

    def _mul(a, b):
        # cancel across before multiplying, so no gcd runs on the full products
        an, bd = _cancel(a.numerator, b.denominator)
        bn, ad = _cancel(b.numerator, a.denominator)
        return Fraction(an * bn, ad * bd, _normalize=False)

    def _div(a, b):
        # a/b = (an*bd)/(ad*bn): cancel the numerators with each other and the
        # denominators with each other first; the sign moves to the numerator
        an, bn = _cancel(a.numerator, b.numerator)
        ad, bd = _cancel(a.denominator, b.denominator)
        top, bottom = an * bd, bn * ad
        if bottom < 0:
            top, bottom = -top, -bottom
        return Fraction(top, bottom, _normalize=False)

    def _floordiv(a, b):
        return (a.numerator * b.denominator) // (a.denominator * b.numerator)

    def _divmod(a, b):
        da, db = a.denominator, b.denominator
        div, n_mod = divmod(a.numerator * db, da * b.numerator)
        return div, Fraction(n_mod, da * db)

    def _mod(a, b):
        da, db = a.denominator, b.denominator
        return Fraction((a.numerator * db) % (b.numerator * da), da * db)

    def __pow__(a, b):
        """a ** b"""
        if not _is_rational(b):
            return float(a) ** b
        if b.denominator != 1:
            return float(a) ** float(b)
        return _int_power(a._numerator, a._denominator, b.numerator)

    def __rpow__(b, a):
        """a ** b"""
        # a whole non-negative exponent keeps a's own type; other rational bases go
        # through Fraction.__pow__
        whole = b._denominator == 1
        if _is_rational(a) and not (whole and b._numerator >= 0):
            return Fraction(a.numerator, a.denominator) ** b
        return a ** (b._numerator if whole else float(b))

    def __pos__(a):
        """+a: Coerces a subclass instance to Fraction"""
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        """-a"""
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        """abs(a)"""
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a):
        """int(a)"""
        if a._numerator < 0:
            return (-(-a._numerator // a._denominator)).__index__()
        else:
            return (a._numerator // a._denominator).__index__()

    def __trunc__(a):
        """math.trunc(a)"""
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        else:
            return a._numerator // a._denominator

    def __floor__(a):
        """math.floor(a)"""
        return a.numerator // a.denominator

    def __ceil__(a):
        """math.ceil(a)"""
        return -(-a.numerator // a.denominator)

    def __round__(self, ndigits=None):
        """round(self, ndigits): rounds half toward even."""
        if ndigits is None:
            return _round_half_even(self.numerator, self.denominator)
        shift = 10**abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __complex__(a):
        return complex(float(a))

    def __hash__(self):
        """hash(self)"""
        magnitude = _hash_of_ratio(abs(self._numerator), self._denominator)
        signed = -magnitude if self._numerator < 0 else magnitude
        return -2 if signed == -1 else signed

    def __eq__(a, b):
        """a == b"""
        if type(b) is int or _is_rational(b):
            return a._numerator == b.numerator and a._denominator == b.denominator
        if _is_complex_kind(b) and b.imag == 0:
            b = b.real
        if not isinstance(b, float):
            return NotImplemented
        # no Fraction equals an infinity or a NaN
        return _math.isfinite(b) and a == a.from_float(b)

    def _richcmp(self, other, op):
        # exact for rationals and finite floats; an infinity or NaN compares as 0.0 does
        if _is_rational(other):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if not isinstance(other, float):
            return NotImplemented
        if _math.isfinite(other):
            return op(self, self.from_float(other))
        return op(0.0, other)

    def __lt__(a, b):
        """a < b"""
        return a._richcmp(b, _lt)

    def __gt__(a, b):
        """a > b"""
        return a._richcmp(b, _gt)

    def __le__(a, b):
        """a <= b"""
        return a._richcmp(b, _le)

    def __ge__(a, b):
        """a >= b"""
        return a._richcmp(b, _ge)

    def __bool__(a):
        """a != 0"""
        return bool(a._numerator)

    def __reduce__(self):
        return (self.__class__, (str(self),))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)


def _lt(a, b):
    return a < b


def _gt(a, b):
    return a > b


def _le(a, b):
    return a <= b


def _ge(a, b):
    return a >= b


def _plus(a, b, negate):
    # a + b (a - b when negate) of two Fractions in lowest terms. With g the gcd of the
    # denominators the sum is top / (ad/g * bd) where top = an*(bd/g) +- bn*(ad/g), and
    # any factor top shares with that denominator divides g: cancel just that.
    an, ad = a.numerator, a.denominator
    bn, bd = (-b.numerator if negate else b.numerator), b.denominator
    common = _math.gcd(ad, bd)
    if common == 1:
        return Fraction(an * bd + bn * ad, ad * bd, _normalize=False)
    ad_rest = ad // common
    top = an * (bd // common) + bn * ad_rest
    shared = _math.gcd(top, common)
    return Fraction(top // shared, ad_rest * (bd // shared), _normalize=False)


def _named(fn, name):
    # CPython defines these inside Fraction._operator_fallbacks and renames only
    # __name__; the qualified name keeps saying where they were made
    fn.__qualname__ = 'Fraction._operator_fallbacks.<locals>.' + fn.__name__
    fn.__name__ = name
    return fn


def _widened(x):
    # the type a Fraction meets a float or complex operand in, else None
    if isinstance(x, float):
        return float
    if isinstance(x, complex):
        return complex
    return None


def _widened_abstract(x):
    # as _widened, also for numbers.Real and numbers.Complex registrations
    if isinstance(x, float) or isinstance(x, _numbers.Real):
        return float
    if isinstance(x, complex) or isinstance(x, _numbers.Complex):
        return complex
    return None


def _operator_fallbacks(monomorphic, fallback, name):
    # The forward and reverse methods of one operator: exact for Fractions and ints,
    # through float or complex for those.
    # (type(b) is Fraction first: isinstance against an ABC is a Python-level check)
    def forward(a, b):
        if type(b) is Fraction:
            return monomorphic(a, b)
        if isinstance(b, int):
            return monomorphic(a, Fraction(b))
        kind = _widened(b)
        if kind is not None:
            return fallback(kind(a), b)
        return monomorphic(a, b) if isinstance(b, Fraction) else NotImplemented

    def reverse(b, a):
        if _is_rational(a):
            return monomorphic(Fraction(a), b)
        kind = _widened_abstract(a)
        if kind is None:
            return NotImplemented
        return fallback(kind(a), kind(b))
    return _named(forward, '__%s__' % name), _named(reverse, '__r%s__' % name)


for _name, _mono, _fallback in (
        ('add', Fraction._add, lambda x, y: x + y),
        ('sub', Fraction._sub, lambda x, y: x - y),
        ('mul', Fraction._mul, lambda x, y: x * y),
        ('truediv', Fraction._div, lambda x, y: x / y),
        ('floordiv', Fraction._floordiv, lambda x, y: x // y),
        ('divmod', Fraction._divmod, divmod),
        ('mod', Fraction._mod, lambda x, y: x % y)):
    _f, _r = _operator_fallbacks(_mono, _fallback, _name)
    setattr(Fraction, _f.__name__, _f)
    setattr(Fraction, _r.__name__, _r)
del _name, _mono, _fallback, _f, _r
# the operators were set after the class was made: recompute its abstract methods
_abc.update_abstractmethods(Fraction)
