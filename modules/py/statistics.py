# statistics - pyeval's own implementation of CPython 3.11's statistics module. The
# algorithms are CPython's (Lib/statistics.py is the reference, not the source), since
# results must agree to the last bit: sums are exact (as fractions, grouped by
# denominator), the sum of squared deviations is exact, square roots are correctly
# rounded from the exact ratio, and NormalDist.inv_cdf is Wichura's AS241.
#
# Decimal data is summed exactly like the rest and converted back as CPython does;
# decimal is imported only when Decimal data is seen.

import math as _math
from fractions import Fraction
from math import hypot, sqrt, fabs, exp, erf, tau, log, fsum

__all__ = [
    'NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean',
    'geometric_mean', 'harmonic_mean', 'linear_regression', 'mean', 'median',
    'median_grouped', 'median_high', 'median_low', 'mode', 'multimode', 'pstdev',
    'pvariance', 'quantiles', 'stdev', 'variance',
]


class StatisticsError(ValueError):
    pass


# ---- exact arithmetic helpers --------------------------------------------------------

def _exact_ratio(x):
    # (numerator, denominator) of an int, float or Fraction; (x, None) for inf/nan
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        msg = f"can't convert type '{type(x).__name__}' to numerator/denominator"
        raise TypeError(msg)


def _coerce(T, S):
    # the common type of two numeric types, or TypeError
    if T is S:
        return T
    if S is int or S is bool:
        return T
    if T is int:
        return S
    if issubclass(S, T):
        return S
    if issubclass(T, S):
        return T
    if issubclass(T, int):
        return S
    if issubclass(S, int):
        return T
    if issubclass(T, Fraction) and issubclass(S, float):
        return S
    if issubclass(T, float) and issubclass(S, Fraction):
        return T
    msg = "don't know how to coerce %s and %s"
    raise TypeError(msg % (T.__name__, S.__name__))


def _types_in_order(data, seen):
    # yields each value, recording the type of each run of equal types in `seen`
    # (CPython groups by type, so the order of coercion is the order of first runs)
    last = object()
    for x in data:
        t = type(x)
        if t is not last:
            if t not in seen:
                seen.append(t)
            last = t
        yield x


def _result_type(types):
    T = int
    for S in types:
        T = _coerce(T, S)
    return T


def _sum(data):
    # (type, exact sum as a Fraction or an inf/nan, count)
    count = 0
    types = []
    partials = {}
    for x in _types_in_order(data, types):
        n, d = _exact_ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        total = partials[None]
    else:
        total = sum(Fraction(n, d) for d, n in partials.items())
    return (_result_type(types), total, count)


def _ss(data, c=None):
    # (type, exact sum of squared deviations, mean used, count)
    if c is not None:
        T, ssd, count = _sum((d := x - c) * d for x in data)
        return (T, ssd, c, count)
    count = 0
    types = []
    sx_partials = {}
    sxx_partials = {}
    for x in _types_in_order(data, types):
        n, d = _exact_ratio(x)
        count += 1
        sx_partials[d] = sx_partials.get(d, 0) + n
        sxx_partials[d] = sxx_partials.get(d, 0) + n * n
    if not count:
        ssd = c = Fraction(0)
    elif None in sx_partials:
        ssd = c = sx_partials[None]
    else:
        sx = sum(Fraction(n, d) for d, n in sx_partials.items())
        sxx = sum(Fraction(n, d * d) for d, n in sxx_partials.items())
        ssd = (count * sxx - sx * sx) / count
        c = sx / count
    return (_result_type(types), ssd, c, count)


def _is_decimal(T):
    # T is decimal.Decimal or a subclass (without importing decimal for other data)
    return any(c.__name__ == 'Decimal' and c.__module__ == 'decimal' for c in T.__mro__)


def _convert(value, T):
    if type(value) is T:
        return value
    if issubclass(T, int) and value.denominator != 1:
        T = float
    try:
        return T(value)
    except TypeError:
        # Decimal(Fraction) is refused: divide in the current decimal context
        if _is_decimal(T):
            return T(value.numerator) / T(value.denominator)
        raise


def _decimal_sqrt_of_frac(n, m):
    # the square root of n/m as a Decimal, correctly rounded in the current context:
    # Decimal.sqrt of the rounded quotient can be one step off, so compare the
    # exact value with the midpoints to the neighbours and step if needed
    from decimal import Decimal
    if n <= 0:
        if n == 0:
            return Decimal(0)
        n, m = -n, -m
    root = (Decimal(n) / Decimal(m)).sqrt()
    rn, rd = root.as_integer_ratio()
    for step, sign in ((root.next_plus(), 1), (root.next_minus(), -1)):
        sn, sd = step.as_integer_ratio()
        # (root + step) / 2 squared, against n/m, without division
        lhs = 4 * n * (rd * sd) ** 2
        rhs = m * (rd * sn + sd * rn) ** 2
        if (lhs > rhs) if sign > 0 else (lhs < rhs):
            return step
    return root


def _sqrt_of_frac(T, n, m):
    if _is_decimal(T):
        return _decimal_sqrt_of_frac(n, m)
    return _float_sqrt_of_frac(n, m)


def _fail_neg(values, errmsg='negative value'):
    for x in values:
        if x < 0:
            raise StatisticsError(errmsg)
        yield x


def _integer_sqrt_of_frac_rto(n, m):
    # the square root of n/m rounded to an integer with round-to-odd
    a = _math.isqrt(n // m)
    return a | (a * a * m != n)


_sqrt_bit_width = 2 * 53 + 3


def _float_sqrt_of_frac(n, m):
    # the square root of n/m as a correctly rounded float
    q = (n.bit_length() - m.bit_length() - _sqrt_bit_width) // 2
    if q >= 0:
        numerator = _integer_sqrt_of_frac_rto(n, m << 2 * q) << q
        denominator = 1
    else:
        numerator = _integer_sqrt_of_frac_rto(n << -2 * q, m)
        denominator = 1 << -q
    return numerator / denominator


def _sorted_bisect(data, x, left, lo=0):
    hi = len(data)
    while lo < hi:
        mid = (lo + hi) // 2
        if (data[mid] < x) if left else not (x < data[mid]):
            lo = mid + 1
        else:
            hi = mid
    return lo


# ---- averages ------------------------------------------------------------------------

def mean(data):
    """Return the sample arithmetic mean of data."""
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(total / n, T)


def fmean(data, weights=None):
    """Convert data to floats and compute the arithmetic mean."""
    try:
        n = len(data)
    except TypeError:
        n = 0

        def count(iterable):
            nonlocal n
            for n, x in enumerate(iterable, start=1):
                yield x
        data = count(data)
    if weights is None:
        total = fsum(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = fsum(map(lambda a, b: a * b, data, weights))
    if n != num_weights:
        raise StatisticsError('data and weights must be the same length')
    den = fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    """Convert data to floats and compute the geometric mean."""
    try:
        return exp(fmean(map(log, data)))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def harmonic_mean(data, weights=None):
    """Return the harmonic mean of data."""
    if iter(data) is data:
        data = list(data)
    errmsg = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    elif n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (int, float, Fraction)):
            if x < 0:
                raise StatisticsError(errmsg)
            return x
        else:
            raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        _, sum_weights, _ = _sum(w for w in _fail_neg(weights, errmsg))
    try:
        data = _fail_neg(data, errmsg)
        T, total, count = _sum(w / x if w else 0 for w, x in zip(weights, data))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(sum_weights / total, T)


def median(data):
    """Return the median (middle value) of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    """Return the low median of numeric data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    """Return the high median of data."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    """Estimates the median for numeric data binned around the midpoints of
    consecutive, fixed-width intervals."""
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    i = _sorted_bisect(data, x, True)
    j = _sorted_bisect(data, x, False, lo=i)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError('Value cannot be converted to a float')
    L = x - interval / 2.0
    cf = i
    f = j - i
    return L + interval * (n / 2 - cf) / f


def _counts(data):
    counts = {}
    for x in iter(data):
        counts[x] = counts.get(x, 0) + 1
    return counts


def mode(data):
    """Return the most common data point from discrete or nominal data."""
    counts = _counts(data)
    best = None
    for value, count in counts.items():
        if best is None or count > best[1]:
            best = (value, count)
    if best is None:
        raise StatisticsError('no mode for empty data') from None
    return best[0]


def multimode(data):
    """Return a list of the most frequently occurring values."""
    counts = _counts(data)
    if not counts:
        return []
    maxcount = max(counts.values())
    return [value for value, count in counts.items() if count == maxcount]


def quantiles(data, *, n=4, method='exclusive'):
    """Divide *data* into *n* continuous intervals with equal probability."""
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    if method == 'inclusive':
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            interpolated = (data[j] * (n - delta) + data[j + 1] * delta) / n
            result.append(interpolated)
        return result
    if method == 'exclusive':
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            interpolated = (data[j - 1] * (n - delta) + data[j] * delta) / n
            result.append(interpolated)
        return result
    raise ValueError(f'Unknown method: {method!r}')


# ---- spread --------------------------------------------------------------------------

def variance(data, xbar=None):
    """Return the sample variance of data."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(ss / (n - 1), T)


def pvariance(data, mu=None):
    """Return the population variance of ``data``."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(ss / n, T)


def stdev(data, xbar=None):
    """Return the square root of the sample variance."""
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    return _sqrt_of_frac(T, mss.numerator, mss.denominator)


def pstdev(data, mu=None):
    """Return the square root of the population variance."""
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    mss = ss / n
    return _sqrt_of_frac(T, mss.numerator, mss.denominator)


def _mean_stdev(data):
    T, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    try:
        return float(xbar), _float_sqrt_of_frac(mss.numerator, mss.denominator)
    except AttributeError:
        # inf or nan in the data
        return float(xbar), float(xbar) / float(ss)


# ---- two inputs ----------------------------------------------------------------------

def _pair_length(x, y, what):
    # the common length of two inputs, at least two
    n = len(x)
    if len(y) != n:
        raise StatisticsError(f'{what} requires that both inputs have same number '
                              'of data points')
    if n < 2:
        raise StatisticsError(f'{what} requires at least two data points')
    return n


def covariance(x, y, /):
    """Covariance"""
    n = _pair_length(x, y, 'covariance')
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient"""
    n = _pair_length(x, y, 'correlation')
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = fsum((d := xi - xbar) * d for xi in x)
    syy = fsum((d := yi - ybar) * d for yi in y)
    try:
        return sxy / sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


class LinearRegression(tuple):
    """LinearRegression(slope, intercept)"""
    __slots__ = ()
    _fields = ('slope', 'intercept')

    def __new__(cls, slope, intercept):
        return tuple.__new__(cls, (slope, intercept))

    @property
    def slope(self):
        return self[0]

    @property
    def intercept(self):
        return self[1]

    def __repr__(self):
        return f'LinearRegression(slope={self[0]!r}, intercept={self[1]!r})'

    def _asdict(self):
        return {'slope': self[0], 'intercept': self[1]}


def linear_regression(x, y, /, *, proportional=False):
    """Slope and intercept for simple linear regression."""
    n = _pair_length(x, y, 'linear regression')
    if proportional:
        sxy = fsum(xi * yi for xi, yi in zip(x, y))
        sxx = fsum(xi * xi for xi in x)
    else:
        xbar = fsum(x) / n
        ybar = fsum(y) / n
        sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = fsum((d := xi - xbar) * d for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


# ---- the normal distribution ---------------------------------------------------------

def _poly(r, coefficients):
    # Horner's rule, highest power first
    acc = coefficients[0]
    for c in coefficients[1:]:
        acc = acc * r + c
    return acc


# Wichura's AS241 (1988) rational approximations of the normal quantile function.
_AS241_CENTRAL = (
    (2.50908_09287_30122_6727e+3, 3.34305_75583_58812_8105e+4,
     6.72657_70927_00870_0853e+4, 4.59219_53931_54987_1457e+4,
     1.37316_93765_50946_1125e+4, 1.97159_09503_06551_4427e+3,
     1.33141_66789_17843_7745e+2, 3.38713_28727_96366_6080e+0),
    (5.22649_52788_52854_5610e+3, 2.87290_85735_72194_2674e+4,
     3.93078_95800_09271_0610e+4, 2.12137_94301_58659_5867e+4,
     5.39419_60214_24751_1077e+3, 6.87187_00749_20579_0830e+2,
     4.23133_30701_60091_1252e+1, 1.0))
_AS241_NEAR = (
    (7.74545_01427_83414_07640e-4, 2.27238_44989_26918_45833e-2,
     2.41780_72517_74506_11770e-1, 1.27045_82524_52368_38258e+0,
     3.64784_83247_63204_60504e+0, 5.76949_72214_60691_40550e+0,
     4.63033_78461_56545_29590e+0, 1.42343_71107_49683_57734e+0),
    (1.05075_00716_44416_84324e-9, 5.47593_80849_95344_94600e-4,
     1.51986_66563_61645_71966e-2, 1.48103_97642_74800_74590e-1,
     6.89767_33498_51000_04550e-1, 1.67638_48301_83803_84940e+0,
     2.05319_16266_37758_82187e+0, 1.0))
_AS241_TAIL = (
    (2.01033_43992_92288_13265e-7, 2.71155_55687_43487_57815e-5,
     1.24266_09473_88078_43860e-3, 2.65321_89526_57612_30930e-2,
     2.96560_57182_85048_91230e-1, 1.78482_65399_17291_33580e+0,
     5.46378_49111_64114_36990e+0, 6.65790_46435_01103_77720e+0),
    (2.04426_31033_89939_78564e-15, 1.42151_17583_16445_88870e-7,
     1.84631_83175_10054_68180e-5, 7.86869_13114_56132_59100e-4,
     1.48753_61290_85061_48525e-2, 1.36929_88092_27358_05310e-1,
     5.99832_20655_58879_37690e-1, 1.0))


def _normal_dist_inv_cdf(p, mu, sigma):
    q = p - 0.5
    if fabs(q) <= 0.425:
        r = 0.180625 - q * q
        x = _poly(r, _AS241_CENTRAL[0]) * q / _poly(r, _AS241_CENTRAL[1])
        return mu + x * sigma
    r = p if q <= 0.0 else 1.0 - p
    r = sqrt(-log(r))
    if r <= 5.0:
        r = r - 1.6
        num, den = _poly(r, _AS241_NEAR[0]), _poly(r, _AS241_NEAR[1])
    else:
        r = r - 5.0
        num, den = _poly(r, _AS241_TAIL[0]), _poly(r, _AS241_TAIL[1])
    x = num / den
    if q < 0.0:
        x = -x
    return mu + x * sigma


_SQRT2 = sqrt(2.0)


class NormalDist:
    "Normal distribution of a random variable"

    __slots__ = {
        '_mu': 'Arithmetic mean of a normal distribution',
        '_sigma': 'Standard deviation of a normal distribution',
    }

    def __init__(self, mu=0.0, sigma=1.0):
        "NormalDist where mu is the mean and sigma is the standard deviation."
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        "Make a normal distribution instance from sample data."
        return cls(*_mean_stdev(data))

    def samples(self, n, *, seed=None):
        "Generate *n* samples for a given mean and standard deviation."
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def pdf(self, x):
        "Probability density function.  P(x <= X < x+dx) / dx"
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return exp(diff * diff / (-2.0 * variance)) / sqrt(tau * variance)

    def cdf(self, x):
        "Cumulative distribution function.  P(X <= x)"
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        "Inverse cumulative distribution function.  x : P(X <= x) = p"
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        "Divide into *n* continuous intervals with equal probability."
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        "Compute the overlapping coefficient (OVL) between two normal distributions."
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = Y_var - X_var
        dm = fabs(Y._mu - X._mu)
        if not dv:
            return 1.0 - erf(dm / (2.0 * X._sigma * _SQRT2))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * sqrt(dm * dm + dv * log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (fabs(Y.cdf(x1) - X.cdf(x1)) + fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        "Compute the Standard Score.  (x - mean) / stdev"
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        "Arithmetic mean of the normal distribution."
        return self._mu

    @property
    def median(self):
        "Return the median of the normal distribution"
        return self._mu

    @property
    def mode(self):
        "Return the mode of the normal distribution"
        return self._mu

    @property
    def stdev(self):
        "Standard deviation of the normal distribution."
        return self._sigma

    @property
    def variance(self):
        "Square of the standard deviation."
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f'{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})'
