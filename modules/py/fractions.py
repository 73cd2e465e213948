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


class Fraction(_numbers.Rational):
    """This class implements rational numbers."""

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = super(Fraction, cls).__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            elif _is_rational(numerator):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            elif isinstance(numerator, float) or type(numerator).__name__ == 'Decimal':
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            elif isinstance(numerator, str):
                m = _parse(numerator)
                if m is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                sign, num, denom, decimal, exp = m
                numerator = int(num or '0')
                if denom:
                    denominator = int(denom)
                else:
                    denominator = 1
                    if decimal:
                        decimal = decimal.replace('_', '')
                        scale = 10**len(decimal)
                        numerator = numerator * scale + int(decimal)
                        denominator *= scale
                    if exp:
                        exp = int(exp)
                        if exp >= 0:
                            numerator *= 10**exp
                        else:
                            denominator *= 10**-exp
                if sign == '-':
                    numerator = -numerator
            else:
                raise TypeError("argument should be a string "
                                "or a Rational instance")
        elif type(numerator) is int is type(denominator):
            pass
        elif _is_rational(numerator) and _is_rational(denominator):
            numerator, denominator = (numerator.numerator * denominator.denominator,
                                      denominator.numerator * numerator.denominator)
        else:
            raise TypeError("both arguments should be "
                            "Rational instances")
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        if _normalize:
            g = _math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly."""
        if isinstance(f, int):
            return cls(f)
        elif not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" %
                            (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """Converts a finite Decimal instance to a rational number, exactly."""
        if isinstance(dec, int):
            return cls(dec)
        if type(dec).__name__ != 'Decimal':
            raise TypeError(
                "%s.from_decimal() only takes Decimals, not %r (%s)" %
                (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        """Return the integer ratio as a tuple."""
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        # p1/q1 or (p0+k*p1)/(q0+k*q1), whichever is closer to self
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1, _normalize=False)
        else:
            return Fraction(p0 + k * p1, q0 + k * q1, _normalize=False)

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
        na, da = a.numerator, a.denominator
        nb, db = b.numerator, b.denominator
        g = _math.gcd(na, db)
        if g > 1:
            na //= g
            db //= g
        g = _math.gcd(nb, da)
        if g > 1:
            nb //= g
            da //= g
        return Fraction(na * nb, da * db, _normalize=False)

    def _div(a, b):
        na, da = a.numerator, a.denominator
        nb, db = b.numerator, b.denominator
        g1 = _math.gcd(na, nb)
        if g1 > 1:
            na //= g1
            nb //= g1
        g2 = _math.gcd(db, da)
        if g2 > 1:
            da //= g2
            db //= g2
        n, d = na * db, nb * da
        if d < 0:
            n, d = -n, -d
        return Fraction(n, d, _normalize=False)

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
        if _is_rational(b):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return Fraction(a._numerator ** power, a._denominator ** power,
                                    _normalize=False)
                elif a._numerator >= 0:
                    return Fraction(a._denominator ** -power, a._numerator ** -power,
                                    _normalize=False)
                else:
                    return Fraction((-a._denominator) ** -power,
                                    (-a._numerator) ** -power, _normalize=False)
            else:
                return float(a) ** float(b)
        else:
            return float(a) ** b

    def __rpow__(b, a):
        """a ** b"""
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if _is_rational(a):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

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
            floor, remainder = divmod(self.numerator, self.denominator)
            if remainder * 2 < self.denominator:
                return floor
            elif remainder * 2 > self.denominator:
                return floor + 1
            elif floor % 2 == 0:
                return floor
            else:
                return floor + 1
        shift = 10**abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        else:
            return Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __complex__(a):
        return complex(float(a))

    def __hash__(self):
        """hash(self)"""
        try:
            dinv = pow(self._denominator, -1, _PyHASH_MODULUS)
        except ValueError:
            hash_ = _PyHASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    def __eq__(a, b):
        """a == b"""
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if _is_rational(b):
            return (a._numerator == b.numerator and
                    a._denominator == b.denominator)
        if (isinstance(b, complex) or (not isinstance(b, float)
                                       and isinstance(b, _numbers.Complex))) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if _math.isnan(b) or _math.isinf(b):
                return 0.0 == b
            else:
                return a == a.from_float(b)
        else:
            return NotImplemented

    def _richcmp(self, other, op):
        if _is_rational(other):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if isinstance(other, float):
            if _math.isnan(other) or _math.isinf(other):
                return op(0.0, other)
            else:
                return op(self, self.from_float(other))
        else:
            return NotImplemented

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
    # a + b (a - b when negate) of two Fractions in lowest terms. With g the gcd of
    # the denominators, a/b's sum is t / (da/g * db) where t = na*(db/g) +- nb*(da/g),
    # and any factor t shares with that denominator divides g.
    na, da = a.numerator, a.denominator
    nb, db = b.numerator, b.denominator
    if negate:
        nb = -nb
    g = _math.gcd(da, db)
    if g == 1:
        return Fraction(na * db + nb * da, da * db, _normalize=False)
    da_g = da // g
    t = na * (db // g) + nb * da_g
    h = _math.gcd(t, g)
    if h == 1:
        return Fraction(t, da_g * db, _normalize=False)
    return Fraction(t // h, da_g * (db // h), _normalize=False)


def _operator_fallbacks(monomorphic, fallback, name):
    # The forward and reverse methods of one operator: exact for Fractions and ints,
    # through float or complex for those.
    # (type(b) is Fraction first: isinstance against an ABC is a Python-level check)
    def forward(a, b):
        if type(b) is Fraction:
            return monomorphic(a, b)
        elif isinstance(b, int):
            return monomorphic(a, Fraction(b))
        elif isinstance(b, float):
            return fallback(float(a), b)
        elif isinstance(b, complex):
            return fallback(complex(a), b)
        elif isinstance(b, Fraction):
            return monomorphic(a, b)
        else:
            return NotImplemented
    forward.__name__ = '__' + name + '__'
    forward.__qualname__ = 'Fraction.' + forward.__name__

    def reverse(b, a):
        if _is_rational(a):
            return monomorphic(Fraction(a), b)
        elif isinstance(a, float) or isinstance(a, _numbers.Real):
            return fallback(float(a), float(b))
        elif isinstance(a, complex) or isinstance(a, _numbers.Complex):
            return fallback(complex(a), complex(b))
        else:
            return NotImplemented
    reverse.__name__ = '__r' + name + '__'
    reverse.__qualname__ = 'Fraction.' + reverse.__name__
    return forward, reverse


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
