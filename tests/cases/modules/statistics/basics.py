# statistics over ints, floats, Fractions and mixed data, generated (a fixed linear
# congruential sequence) and hand-picked edge cases: every function's result to the
# last bit, and the StatisticsError/TypeError messages.
import statistics as st
from fractions import Fraction as F

state = 2024


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n


def show(name, *args, **kw):
    f = getattr(st, name)
    try:
        r = f(*args, **kw)
    except (st.StatisticsError, TypeError, ValueError, AttributeError) as e:
        r = '%s: %s' % (type(e).__name__, e)
    print(name, r)


datasets = [[1, 2, 3, 4, 4], [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [F(1, 6), F(1, 2), F(5, 3)],
            [1e50, 1, -1e50] * 3, [0.1] * 10, [3], [], [1, 2.5], [F(1, 3), 2],
            [float('inf'), 1.0], [1, float('nan')], [True, False, True]]
for _ in range(25):
    kind = rnd(3)
    n = 2 + rnd(12)
    if kind == 0:
        datasets.append([rnd(100) - 50 for _ in range(n)])
    elif kind == 1:
        datasets.append([(rnd(10**6) - 5 * 10**5) / 997 for _ in range(n)])
    else:
        datasets.append([F(rnd(100) - 50, 1 + rnd(20)) for _ in range(n)])
for data in datasets:
    print('data', data)
    for name in ['mean', 'fmean', 'median', 'median_low', 'median_high', 'median_grouped',
                 'mode', 'multimode', 'variance', 'pvariance', 'stdev', 'pstdev',
                 'geometric_mean', 'harmonic_mean']:
        show(name, data)
    show('quantiles', data)
    show('quantiles', data, n=10, method='inclusive')
    show('variance', data, 1)
    show('pstdev', data, 0.5)
    show('median_grouped', data, interval=5)
    if len(data) >= 2:
        other = [rnd(50) for _ in data]
        show('covariance', data, other)
        show('correlation', data, other)
        show('linear_regression', data, other)
        show('linear_regression', data, other, proportional=True)
        show('fmean', data, weights=other)
        show('harmonic_mean', data, weights=other)
show('mode', 'aabbbbccd')
show('multimode', 'aabbbbccddddeeffffgg')
show('mode', [])
show('mean', ['a', 'b'])
show('mean', [1, 'b'])
show('quantiles', [1, 2, 3], n=0)
show('quantiles', [1, 2, 3], method='other')
show('covariance', [1, 2], [1])
show('correlation', [1, 1, 1], [1, 2, 3])
show('linear_regression', [1, 1], [1, 2])
show('harmonic_mean', [1, -1])
show('harmonic_mean', [0, 5])
show('geometric_mean', [0, 1])
show('fmean', iter([1, 2, 3]))
show('fmean', [1, 2], weights=[0, 0])
nd = st.NormalDist(100, 15)
print(nd, nd.mean, nd.median, nd.mode, nd.stdev, nd.variance)
print(nd.pdf(110), nd.cdf(110), nd.inv_cdf(0.9), nd.quantiles(), nd.quantiles(10))
print(nd.zscore(130), nd.overlap(st.NormalDist(110, 20)), nd.overlap(st.NormalDist(90, 15)))
print(nd + 5, nd - st.NormalDist(1, 2), nd * 2, nd / 4, -nd, +nd, 3 - nd, 2 * nd)
print(nd == st.NormalDist(100, 15), hash(nd) == hash(st.NormalDist(100.0, 15.0)))
print(st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
for p in [1e-300, 1e-10, 0.001, 0.02425, 0.3, 0.5, 0.7, 0.97575, 0.999999, 1 - 1e-16]:
    print(p, st.NormalDist().inv_cdf(p))
for bad in [lambda: st.NormalDist(0, -1), lambda: st.NormalDist(0, 0).pdf(1),
            lambda: st.NormalDist().inv_cdf(0), lambda: nd.overlap(3)]:
    try:
        bad()
    except (st.StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
r = st.linear_regression([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])
print(r, r.slope, r.intercept, r[0], tuple(r))
