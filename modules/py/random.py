"""Random variable generators.

pyeval's random: the Mersenne Twister core is native (modules/random.c, the _mt_*
functions); the methods below follow the algorithms of CPython 3.11's Lib/random.py
step by step (same draws, same float operations), so a seeded program prints what
CPython prints.
"""

from math import log as _log, exp as _exp, pi as _pi, e as _e, ceil as _ceil
from math import sqrt as _sqrt, acos as _acos, cos as _cos, sin as _sin
from math import tau as TWOPI, floor as _floor, isfinite as _isfinite
from bisect import bisect as _bisect

__all__ = [
    "Random", "SystemRandom", "betavariate", "choice", "choices", "expovariate",
    "gammavariate", "gauss", "getrandbits", "getstate", "lognormvariate",
    "normalvariate", "paretovariate", "randbytes", "randint", "random", "randrange",
    "sample", "seed", "setstate", "shuffle", "triangular", "uniform",
    "vonmisesvariate", "weibullvariate",
]

NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
BPF = 53
RECIP_BPF = 2 ** -BPF
_ONE = 1
_repeat = range  # itertools.repeat(None, k) as the comprehensions use it

_SEQUENCE_TYPES = (list, tuple, str, range, bytes, bytearray)


def _is_sequence(x):
    # collections.abc.Sequence: the builtin sequences, and classes deriving from the ABC
    if isinstance(x, _SEQUENCE_TYPES):
        return True
    try:
        from collections.abc import Sequence
    except ImportError:
        return False
    return isinstance(x, Sequence)


def _native_args(name, args, kwargs, want):
    # the TypeError of CPython's C methods random() (METH_NOARGS) and getrandbits(k)
    if kwargs:
        raise TypeError("%s() takes no keyword arguments" % name)
    if want == 0:
        raise TypeError("%s() takes no arguments (%d given)" % (name, len(args)))
    raise TypeError("%s() takes exactly one argument (%d given)" % (name, len(args)))


def _accumulate(values):
    # itertools.accumulate(values): running sums, the first item as is
    out = []
    total = None
    first = True
    for v in values:
        total = v if first else total + v
        first = False
        out.append(total)
    return out


def _int_arg(value, which):
    # randrange's argument check of 3.11: an index, or an integral number (accepted;
    # CPython also warns, pyeval has no warnings)
    try:
        return _index(value)
    except TypeError:
        ivalue = int(value)
        if ivalue != value:
            raise ValueError("non-integer %s for randrange()" % which)
        return ivalue


_MASK64 = 0xFFFFFFFFFFFFFFFF
_SEED_TYPES = (type(None), int, float, str, bytes, bytearray)
# which _randbelow a subclass gets, by the first generator method it defines itself
_BELOW_FOR = (('getrandbits', '_randbelow_with_getrandbits'),
              ('random', '_randbelow_without_getrandbits'))


def _v1_string_seed(a):
    # the integer seed version 1 (Python 2.x) derived from a str or bytes
    text = a.decode('latin-1') if isinstance(a, bytes) else a
    h = ord(text[0]) << 7 if text else 0
    for ch in text:
        h = ((1000003 * h) ^ ord(ch)) & _MASK64
    h ^= len(text)
    return -2 if h == -1 else h


def _fill_from_pool(randbelow, population, n, out):
    # partial Fisher-Yates over a copy: a picked slot is refilled by the last live one
    pool = list(population)
    for i in range(len(out)):
        live = n - i
        j = randbelow(live)
        out[i] = pool[j]
        pool[j] = pool[live - 1]


def _fill_by_rejection(randbelow, population, n, out):
    # few picks from a large population: redraw an index already taken
    taken = set()
    for i in range(len(out)):
        j = randbelow(n)
        while j in taken:
            j = randbelow(n)
        taken.add(j)
        out[i] = population[j]


def _sample_counted(rng, population, n, counts, k):
    # sample with repeated elements: sample positions in the expanded population and
    # map each back to its element through the running counts
    bounds = _accumulate(counts)
    if len(bounds) != n:
        raise ValueError('The number of counts does not match the population')
    total = bounds.pop()
    if not isinstance(total, int):
        raise TypeError('Counts must be integers')
    if total <= 0:
        raise ValueError('Total of counts must be greater than zero')
    return [population[_bisect(bounds, at)] for at in rng.sample(range(total), k=k)]


def _running_weights(weights):
    # cumulative weights; a bare int in the weights slot was meant as k
    try:
        return _accumulate(weights)
    except TypeError:
        if not isinstance(weights, int):
            raise
        raise TypeError('The number of choices must be a keyword argument: '
                        'k=%r' % (weights,)) from None


def _weights_total(cum_weights, n):
    # the total weight as a float, checked usable for scaling a draw
    if len(cum_weights) != n:
        raise ValueError('The number of weights does not match the population')
    total = cum_weights[-1] + 0.0
    if total <= 0.0:
        raise ValueError('Total of weights must be greater than zero')
    if not _isfinite(total):
        raise ValueError('Total of weights must be finite')
    return total


def _mode_fraction(low, high, mode):
    # where the mode sits between low and high, as a fraction; None when they coincide
    if mode is None:
        return 0.5
    try:
        return (mode - low) / (high - low)
    except ZeroDivisionError:
        return None


def _standard_normal(draw):
    # Kinderman and Monahan's ratio-of-uniforms method; one accepted z
    while True:
        a = draw()
        b = 1.0 - draw()
        z = NV_MAGICCONST * (a - 0.5) / b
        if z * z / 4.0 <= -_log(b):
            return z


def _box_muller(draw):
    # two independent standard normals from two uniforms
    angle = draw() * TWOPI
    radius = _sqrt(-2.0 * _log(1.0 - draw()))
    return _cos(angle) * radius, _sin(angle) * radius


def _vonmises_cosine(draw, r):
    # rejection step of Best and Fisher's method: an accepted cos-like z
    while True:
        z = _cos(_pi * draw())
        d = z / (r + z)
        u = draw()
        if u < 1.0 - d * d or u <= (1.0 - d) * _exp(d):
            return z


def _gamma_large(draw, alpha):
    # alpha > 1: Cheng's GB rejection method (unit scale)
    scale = _sqrt(2.0 * alpha - 1.0)
    shift = alpha - LOG4
    slope = alpha + scale
    while True:
        u1 = draw()
        if 1e-7 < u1 < 0.9999999:
            u2 = 1.0 - draw()
            v = _log(u1 / (1.0 - u1)) / scale
            x = alpha * _exp(v)
            z = u1 * u1 * u2
            r = shift + slope * v - x
            if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                return x


def _gamma_small(draw, alpha):
    # alpha < 1: Ahrens and Dieter's GS method (unit scale)
    while True:
        b = (_e + alpha) / _e
        p = b * draw()
        if p <= 1.0:
            x = p ** (1.0 / alpha)
            accept = draw() <= _exp(-x)
        else:
            x = -_log((b - p) / alpha)
            accept = draw() <= x ** (alpha - 1.0)
        if accept:
            return x


class Random:
    """Random number generator base class used by bound module functions."""

    VERSION = 3

    def __new__(cls, *args, **kwargs):
        self = object.__new__(cls)
        self._mt = _mt_new()
        return self

    def __init__(self, x=None):
        self.seed(x)
        self.gauss_next = None

    def seed(self, a=None, version=2):
        """Initialize internal state from a seed."""
        mt = self._mt
        if version == 2 and isinstance(a, (str, bytes, bytearray)):
            # str and bytes seeds are hashed natively (CPython: with SHA-512)
            _mt_seed_bytes(mt, a.encode() if isinstance(a, str) else a)
        else:
            if version == 1 and isinstance(a, (str, bytes)):
                a = _v1_string_seed(a)
            elif not isinstance(a, _SEED_TYPES):
                raise TypeError('The only supported seed types are: None,\n'
                                'int, float, str, bytes, and bytearray.')
            if a is None:
                _mt_seed_entropy(mt)
            else:
                # ints seed by value, anything else by its hash as an unsigned word
                _mt_seed(mt, a if isinstance(a, int) else hash(a) & _MASK64)
        self.gauss_next = None

    def random(self, *args, **kwargs):
        """random() -> x in the interval [0, 1)."""
        if args or kwargs:
            _native_args("Random.random", args, kwargs, 0)
        return _mt_random(self._mt)

    def getrandbits(self, *args, **kwargs):
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        if len(args) != 1 or kwargs:
            _native_args("Random.getrandbits", args, kwargs, 1)
        return _mt_getrandbits(self._mt, args[0])

    def getstate(self):
        """Return internal state; can be passed to setstate() later."""
        return self.VERSION, _mt_getstate(self._mt), self.gauss_next

    def setstate(self, state):
        """Restore internal state from object returned by getstate()."""
        if state[0] not in (2, 3):
            raise ValueError("state with version %s passed to "
                             "Random.setstate() of version %s" %
                             (state[0], self.VERSION))
        version, words, self.gauss_next = state
        if version == 2:
            # version 2 stored the words as signed C longs: bring them into 32 bits
            try:
                words = tuple(w % (1 << 32) for w in words)
            except ValueError as e:
                raise TypeError from e
        _mt_setstate(self._mt, words)

    def __getstate__(self):
        return self.getstate()

    def __setstate__(self, state):
        self.setstate(state)

    def __reduce__(self):
        return self.__class__, (), self.getstate()

    def __init_subclass__(cls, /, **kwargs):
        # a subclass that brings its own generator gets the matching _randbelow: the
        # nearest class in the MRO that defines one of these decides
        for klass in cls.__mro__:
            own = vars(klass)
            if '_randbelow' in own:
                return
            for method, below in _BELOW_FOR:
                if method in own:
                    setattr(cls, '_randbelow', getattr(cls, below))
                    return

    def _randbelow_with_getrandbits(self, n):
        "Return a random int in the range [0,n).  Defined for n > 0."
        draw, width = self.getrandbits, n.bit_length()
        # rejection keeps it uniform: fewer than half the draws are redone
        while True:
            candidate = draw(width)
            if candidate < n:
                return candidate

    def _randbelow_without_getrandbits(self, n, maxsize=1 << BPF):
        "Return a random int in the range [0,n).  Defined for n > 0."
        random = self.random
        if n >= maxsize:
            return _floor(random() * n)
        rem = maxsize % n
        limit = (maxsize - rem) / maxsize
        r = random()
        while r >= limit:
            r = random()
        return _floor(r * maxsize) % n

    def _randbelow(self, n):
        "Return a random int in the range [0,n).  Defined for n > 0."
        return _mt_randbelow(self._mt, n)

    def randbytes(self, n):
        """Generate n random bytes."""
        return self.getrandbits(n * 8).to_bytes(n, 'little')

    def randrange(self, start, stop=None, step=_ONE):
        """Choose a random item from range(stop) or range(start, stop[, step])."""
        istart = _int_arg(start, "arg 1")
        if stop is None:
            if step is not _ONE:
                raise TypeError('Missing a non-None stop argument')
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        istop = _int_arg(stop, "stop")
        width = istop - istart
        istep = _int_arg(step, "step")
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)"
                             % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        """Return random integer in range [a, b], including both end points."""
        return self.randrange(a, b + 1)

    def choice(self, seq):
        """Choose a random element from a non-empty sequence."""
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        """Shuffle list x in place, and return None."""
        randbelow = self._randbelow
        for i in reversed(range(1, len(x))):
            j = randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        """Chooses k unique random elements from a population sequence."""
        if not _is_sequence(population):
            raise TypeError("Population must be a sequence.  "
                            "For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            return _sample_counted(self, population, n, counts, k)
        randbelow = self._randbelow
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        out = [None] * k
        # a pool copy pays off unless k is small against n (CPython's set-size rule)
        pool_limit = 21 + (4 ** _ceil(_log(k * 3, 4)) if k > 5 else 0)
        fill = _fill_from_pool if n <= pool_limit else _fill_by_rejection
        fill(randbelow, population, n, out)
        return out

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        """Return a k sized list of population elements chosen with replacement."""
        draw = self.random
        n = len(population)
        if cum_weights is None:
            if weights is None:
                span = n + 0.0
                return [population[_floor(draw() * span)] for _ in _repeat(k)]
            cum_weights = _running_weights(weights)
        elif weights is not None:
            raise TypeError('Cannot specify both weights and cumulative weights')
        total = _weights_total(cum_weights, n)
        last = n - 1
        return [population[_bisect(cum_weights, draw() * total, 0, last)]
                for _ in _repeat(k)]

    def uniform(self, a, b):
        "Get a random number in the range [a, b) or [a, b] depending on rounding."
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        """Triangular distribution."""
        u = self.random()
        split = _mode_fraction(low, high, mode)
        if split is None:
            return low
        if u > split:
            # the part above the mode, measured back from high
            return high + (low - high) * _sqrt((1.0 - u) * (1.0 - split))
        return low + (high - low) * _sqrt(u * split)

    def normalvariate(self, mu=0.0, sigma=1.0):
        """Normal distribution."""
        return mu + _standard_normal(self.random) * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        """Gaussian distribution."""
        # Box-Muller makes normals in pairs: the second waits for the next call
        z, self.gauss_next = self.gauss_next, None
        if z is None:
            z, self.gauss_next = _box_muller(self.random)
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        """Log normal distribution."""
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        """Exponential distribution."""
        return -_log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        """Circular data distribution."""
        draw = self.random
        if kappa <= 1e-6:
            # so flat it is uniform on the circle
            return TWOPI * draw()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        z = _vonmises_cosine(draw, r)
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        upper = draw() > 0.5
        offset = _acos(f)
        return (mu + offset if upper else mu - offset) % TWOPI

    def gammavariate(self, alpha, beta):
        """Gamma distribution.  Not the gamma function!"""
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError('gammavariate: alpha and beta must be > 0.0')
        draw = self.random
        if alpha > 1.0:
            return _gamma_large(draw, alpha) * beta
        if alpha == 1.0:
            # the exponential distribution
            return -_log(1.0 - draw()) * beta
        return _gamma_small(draw, alpha) * beta

    def betavariate(self, alpha, beta):
        """Beta distribution."""
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        """Pareto distribution.  alpha is the shape parameter."""
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        """Weibull distribution."""
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)


class SystemRandom(Random):
    """Alternate random number generator using the host's entropy source."""

    def random(self):
        """Get the next random number in the range 0.0 <= X < 1.0."""
        return (int.from_bytes(_urandom(7), 'big') >> 3) * RECIP_BPF

    def getrandbits(self, k):
        """getrandbits(k) -> x.  Generates an int with k random bits."""
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        nbytes = (k + 7) // 8
        # whole bytes are drawn; the surplus low bits are shifted out
        return int.from_bytes(_urandom(nbytes), 'big') >> (8 * nbytes - k)

    def randbytes(self, n):
        """Generate n random bytes."""
        return _urandom(n)

    def seed(self, *args, **kwds):
        "Stub method.  Not used for a system random number generator."
        return None

    def _notimplemented(self, *args, **kwds):
        "Method should not be called for a system random number generator."
        raise NotImplementedError('System entropy source does not have state.')

    getstate = setstate = _notimplemented


_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
gauss = _inst.gauss
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits
randbytes = _inst.randbytes
