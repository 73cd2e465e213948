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
    # (numerator, denominator) of an int, float, Fraction or Decimal; (x, None) for an
    # infinity or a NaN, whose as_integer_ratio refuses
    try:
        return x.as_integer_ratio()
    except (OverflowError, ValueError):
        return x, None
    except AttributeError:
        pass  # a Rational without as_integer_ratio: read its two attributes
    try:
        parts = x.numerator, x.denominator
    except AttributeError:
        parts = None
    if parts is None:
        name = type(x).__name__
        raise TypeError(f"can't convert type '{name}' to numerator/denominator")
    return parts


def _coerce(T, S):
    # The type a mix of T and S data converts to, or TypeError. Ints and bools give way
    # to anything, a subclass wins over its base, then an int subclass gives way, and
    # float wins over Fraction.
    if S is int or S is bool or T is S:
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
    winner = _float_over_fraction(T, S)
    if winner is None:
        raise TypeError("don't know how to coerce %s and %s" % (T.__name__, S.__name__))
    return winner


def _float_over_fraction(T, S):
    # the float side of a (Fraction, float) pair in either order, else None
    for frac_side, float_side in ((T, S), (S, T)):
        if issubclass(frac_side, Fraction) and issubclass(float_side, float):
            return float_side
    return None


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


def _partial_sums(data, types, squares):
    # (count, {denominator: sum of numerators}, the same for the squares when asked).
    # Grouping by denominator keeps the sums exact and cheap; the None key collects
    # infinities and NaNs. `types` receives the data's types in order of first run.
    count = 0
    plain, squared = {}, {}
    for x in _types_in_order(data, types):
        num, den = _exact_ratio(x)
        count += 1
        plain[den] = plain.get(den, 0) + num
        if squares:
            squared[den] = squared.get(den, 0) + num * num
    return count, plain, squared


def _fraction_total(by_den, squared_den=False):
    return sum(Fraction(num, den * den if squared_den else den)
               for den, num in by_den.items())


def _sum(data):
    # (type, exact sum as a Fraction or an inf/nan, count)
    types = []
    count, by_den, _ = _partial_sums(data, types, False)
    total = by_den[None] if None in by_den else _fraction_total(by_den)
    return _result_type(types), total, count


def _squares_about(values, centre):
    for x in values:
        dev = x - centre
        yield dev * dev


def _ss(data, c=None):
    # (type, exact sum of squared deviations, the centre used, count). Without a given
    # centre the mean is used, and the sum comes from the sums of x and x*x:
    # ss = sxx - sx*sx/n, all exact.
    if c is not None:
        T, total, count = _sum(_squares_about(data, c))
        return T, total, c, count
    types = []
    count, by_den, sq_by_den = _partial_sums(data, types, True)
    if count == 0:
        centre = spread = Fraction(0)
    elif None in by_den:
        centre = spread = by_den[None]
    else:
        sx = _fraction_total(by_den)
        sxx = _fraction_total(sq_by_den, True)
        spread = (count * sxx - sx * sx) / count
        centre = sx / count
    return _result_type(types), spread, centre, count


def _is_decimal(T):
    # T is decimal.Decimal or a subclass (without importing decimal for other data)
    return any(c.__name__ == 'Decimal' and c.__module__ == 'decimal' for c in T.__mro__)


def _convert(value, T):
    # An exact result back in the data's type. An int type with a non-integral value
    # gives a float; Decimal refuses a Fraction, so it gets the quotient of the two
    # parts computed in the current decimal context.
    if type(value) is T:
        return value
    if isinstance(value, Fraction) and _is_decimal(T):
        return T(value.numerator) / T(value.denominator)
    whole = not issubclass(T, int) or value.denominator == 1
    return T(value) if whole else float(value)


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
    # The square root of n/m as a correctly rounded float: scale n/m by an even power of
    # two so that the integer root has _sqrt_bit_width // 2 bits or more, round that
    # root to odd, and let the single final division round it.
    shift = (n.bit_length() - m.bit_length() - _sqrt_bit_width) // 2
    if shift < 0:
        root = _integer_sqrt_of_frac_rto(n << (-2 * shift), m)
        return root / (1 << -shift)
    # (a true division even here: its OverflowError message is the expected one)
    return (_integer_sqrt_of_frac_rto(n, m << (2 * shift)) << shift) / 1


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


def _counted(iterable, seen):
    # yields the items while keeping seen[0] at the number yielded
    for seen[0], item in enumerate(iterable, 1):
        yield item


def fmean(data, weights=None):
    """Convert data to floats and compute the arithmetic mean."""
    seen = [0]
    try:
        seen[0] = len(data)
    except TypeError:
        data = _counted(data, seen)  # an iterator is counted as it is summed
    if weights is not None:
        return _weighted_fmean(data, weights, seen)
    total = fsum(data)
    if seen[0] == 0:
        raise StatisticsError('fmean requires at least one data point')
    return total / seen[0]


def _weighted_fmean(data, weights, seen):
    try:
        expected = len(weights)
    except TypeError:
        weights = list(weights)
        expected = len(weights)
    weighted = fsum(x * w for x, w in zip(data, weights))
    if seen[0] != expected:
        raise StatisticsError('data and weights must be the same length')
    total_weight = fsum(weights)
    if not total_weight:
        raise StatisticsError('sum of weights must be non-zero')
    return weighted / total_weight


def geometric_mean(data):
    """Convert data to floats and compute the geometric mean."""
    try:
        return exp(fmean(map(log, data)))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset '
                              'containing positive numbers') from None


def _as_sequence(values):
    # a one-shot iterator is read into a list (it is walked more than once)
    return list(values) if iter(values) is values else values


def _lone_harmonic(x, negative):
    # the harmonic mean of a single unweighted value is the value itself
    if not isinstance(x, (int, float, Fraction)):
        raise TypeError('unsupported type')
    if x < 0:
        raise StatisticsError(negative)
    return x


def harmonic_mean(data, weights=None):
    """Return the harmonic mean of data."""
    negative = 'harmonic mean does not support negative values'
    data = _as_sequence(data)
    size = len(data)
    if size == 0:
        raise StatisticsError('harmonic_mean requires at least one data point')
    if weights is None:
        if size == 1:
            return _lone_harmonic(data[0], negative)
        weights, weight_sum = [1] * size, size
    else:
        weights = _as_sequence(weights)
        if len(weights) != size:
            raise StatisticsError('Number of weights does not match data size')
        weight_sum = _sum(_fail_neg(weights, negative))[1]
    # a zero among the data makes the harmonic mean 0
    try:
        T, reciprocal_sum, _ = _sum(w / x if w else 0
                                    for w, x in zip(weights, _fail_neg(data, negative)))
    except ZeroDivisionError:
        return 0
    if reciprocal_sum <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(weight_sum / reciprocal_sum, T)


def _sorted_data(data):
    # the data sorted, and the index of its (upper) middle
    values = sorted(data)
    if not values:
        raise StatisticsError("no median for empty data")
    return values, len(values) // 2


def median(data):
    """Return the median (middle value) of numeric data."""
    values, mid = _sorted_data(data)
    if len(values) % 2:
        return values[mid]
    return (values[mid - 1] + values[mid]) / 2


def median_low(data):
    """Return the low median of numeric data."""
    values, _ = _sorted_data(data)
    return values[(len(values) - 1) // 2]


def median_high(data):
    """Return the high median of data."""
    values, mid = _sorted_data(data)
    return values[mid]


def median_grouped(data, interval=1.0):
    """Estimates the median for numeric data binned around the midpoints of
    consecutive, fixed-width intervals."""
    # interpolate inside the class interval holding the middle value: `below` values lie
    # under it, `inside` equal it
    values, mid = _sorted_data(data)
    middle = values[mid]
    below = _sorted_bisect(values, middle, True)
    inside = _sorted_bisect(values, middle, False, lo=below) - below
    try:
        width = float(interval)
        centre = float(middle)
    except ValueError:
        raise TypeError('Value cannot be converted to a float')
    lower_edge = centre - width / 2.0
    return lower_edge + width * (len(values) / 2 - below) / inside


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
    top = max(counts.values(), default=0)
    return [value for value, seen in counts.items() if seen == top]


def _inclusive_cut(values, i, n):
    # the i-th of n cut points, the data spanning the range from min to max (R7)
    low, part = divmod(i * (len(values) - 1), n)
    return (values[low] * (n - part) + values[low + 1] * part) / n


def _exclusive_cut(values, i, n):
    # the same with the range reaching half a step past each end (R6), clamped to the
    # outermost pair of points
    size = len(values)
    scaled = i * (size + 1)
    low = min(max(scaled // n, 1), size - 1)
    part = scaled - low * n
    return (values[low - 1] * (n - part) + values[low] * part) / n


def quantiles(data, *, n=4, method='exclusive'):
    """Divide *data* into *n* continuous intervals with equal probability."""
    if n < 1:
        raise StatisticsError('n must be at least 1')
    values = sorted(data)
    if len(values) < 2:
        raise StatisticsError('must have at least two data points')
    cut = {'inclusive': _inclusive_cut, 'exclusive': _exclusive_cut}.get(method)
    if cut is None:
        raise ValueError(f'Unknown method: {method!r}')
    return [cut(values, i, n) for i in range(1, n)]


# ---- spread --------------------------------------------------------------------------

def _mean_square(data, centre, ddof, message):
    # (type, exact sum of squared deviations / (n - ddof)); `message` when n <= ddof
    T, ss, _, count = _ss(data, centre)
    if count <= ddof:
        raise StatisticsError(message)
    return T, ss / (count - ddof)


def variance(data, xbar=None):
    """Return the sample variance of data."""
    T, ms = _mean_square(data, xbar, 1, 'variance requires at least two data points')
    return _convert(ms, T)


def pvariance(data, mu=None):
    """Return the population variance of ``data``."""
    T, ms = _mean_square(data, mu, 0, 'pvariance requires at least one data point')
    return _convert(ms, T)


def stdev(data, xbar=None):
    """Return the square root of the sample variance."""
    T, ms = _mean_square(data, xbar, 1, 'stdev requires at least two data points')
    return _sqrt_of_frac(T, ms.numerator, ms.denominator)


def pstdev(data, mu=None):
    """Return the square root of the population variance."""
    T, ms = _mean_square(data, mu, 0, 'pstdev requires at least one data point')
    return _sqrt_of_frac(T, ms.numerator, ms.denominator)


def _mean_stdev(data):
    # (mean, sample standard deviation) as floats, for NormalDist.from_samples
    _, ss, centre, count = _ss(data)
    if count < 2:
        raise StatisticsError('stdev requires at least two data points')
    ms = ss / (count - 1)
    mean = float(centre)
    # an infinity or NaN in the data leaves a float (or Decimal) here, not a Fraction
    if isinstance(ms, Fraction):
        return mean, _float_sqrt_of_frac(ms.numerator, ms.denominator)
    return mean, mean / float(ss)
    return mean, spread


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


def _centred_products(x, y, n):
    # (mean of x, mean of y, sum of (x - mean x) * (y - mean y)), all with fsum
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    return xbar, ybar, fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))


def covariance(x, y, /):
    """Covariance"""
    n = _pair_length(x, y, 'covariance')
    return _centred_products(x, y, n)[2] / (n - 1)


def correlation(x, y, /):
    """Pearson's correlation coefficient"""
    n = _pair_length(x, y, 'correlation')
    xbar, ybar, sxy = _centred_products(x, y, n)
    spread = fsum(_squares_about(x, xbar)) * fsum(_squares_about(y, ybar))
    try:
        return sxy / sqrt(spread)
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
        # the line through the origin: no centring
        sxy = fsum(xi * yi for xi, yi in zip(x, y))
        sxx = fsum(xi * xi for xi in x)
    else:
        xbar, ybar, sxy = _centred_products(x, y, n)
        sxx = fsum(_squares_about(x, xbar))
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    return LinearRegression(slope=slope,
                            intercept=0.0 if proportional else ybar - slope * xbar)


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


def _check_open_unit(p):
    # (written as two tests so that a NaN passes, as it does in CPython)
    if p <= 0.0 or p >= 1.0:
        raise StatisticsError('p must be in the range 0.0 < p < 1.0')


def _unequal_overlap(lo, hi, lo_var, hi_var, gap, dv):
    # Two densities of different spread cross at two points; the overlap is one minus
    # the probability mass by which they differ between and beyond those points.
    a = lo._mu * hi_var - hi._mu * lo_var
    b = lo._sigma * hi._sigma * sqrt(gap * gap + dv * log(hi_var / lo_var))
    differences = [fabs(hi.cdf(t) - lo.cdf(t)) for t in ((a + b) / dv, (a - b) / dv)]
    return 1.0 - (differences[0] + differences[1])


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

    def _variance_or_fail(self, what):
        # sigma squared; a zero sigma has no density
        var = self._sigma * self._sigma
        if not var:
            raise StatisticsError(what + '() not defined when sigma is zero')
        return var

    def pdf(self, x):
        "Probability density function.  P(x <= X < x+dx) / dx"
        var = self._variance_or_fail('pdf')
        dev = x - self._mu
        return exp(dev * dev / (-2.0 * var)) / sqrt(tau * var)

    def cdf(self, x):
        "Cumulative distribution function.  P(X <= x)"
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        "Inverse cumulative distribution function.  x : P(X <= x) = p"
        _check_open_unit(p)
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
        # `lo` has the smaller sigma (then the smaller mean); self on a tie
        swap = (other._sigma, other._mu) < (self._sigma, self._mu)
        lo, hi = (other, self) if swap else (self, other)
        lo_var = lo._variance_or_fail('overlap')
        hi_var = hi._variance_or_fail('overlap')
        gap = fabs(hi._mu - lo._mu)
        dv = hi_var - lo_var
        if dv:
            return _unequal_overlap(lo, hi, lo_var, hi_var, gap, dv)
        # equal spreads: the densities cross once, midway between the means
        return 1.0 - erf(gap / (2.0 * lo._sigma * _SQRT2))

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
