import heapq

log = []


class V:
    def __init__(self, v, tag):
        self.v, self.tag = v, tag

    def __lt__(self, other):
        log.append(('lt', self.tag, other.tag))
        return self.v < other.v

    def __eq__(self, other):
        log.append(('eq', self.tag, other.tag))
        return self.v == other.v

    def __repr__(self):
        return f'{self.v}{self.tag}'


def vals(s):
    return [V(int(c), f'{s}{i}') for i, c in enumerate(s)]


def key(x):
    log.append(('key', x.tag))
    return x.v


data = vals('5138523917402')
for n in (-1, 0, 1, 2, 3, 5, 13, 20):
    for fn in (heapq.nsmallest, heapq.nlargest):
        for k in (None, key):
            del log[:]
            r1 = fn(n, data, key=k)
            r2 = fn(n, iter(data), key=k)
            # pyeval's list.sort compares in another order than CPython's timsort, so
            # only the heap phase (before the final sort) and key calls are compared
            print(fn.__name__, n, k is None, r1, r2, log[:12] if n < 13 else '',
                  len(log) if k else '')

for rev in (False, True):
    for k in (None, key):
        ins = [vals('1357'), vals('2246'), [], vals('0889')]
        if rev:
            ins = [list(reversed(x)) for x in ins]
        del log[:]
        out = list(heapq.merge(*ins, key=k, reverse=rev))
        print(rev, k is None, out, len(log), log[-10:])

print(list(heapq.merge()), list(heapq.merge([], [])), list(heapq.merge([3], [], [1, 2])))
print(list(heapq.merge('ace', 'bd', key=str.upper)))


def stops_key(x):
    if x == 4:
        raise StopIteration
    return x


print(list(heapq.merge([1, 4, 7], [2, 5], [3, 6], key=stops_key)))


def inner():
    try:
        yield 1
        yield 2
        yield 3
    except ValueError:
        yield 'caught inside'


m = heapq.merge(inner())
print(next(m), next(m), m.throw(ValueError), list(m))
m = heapq.merge([1, 3], [2, 4])
print(next(m), next(m))
try:
    m.throw(KeyError('k'))
except KeyError as e:
    print(type(e).__name__, e)
for bad in (lambda: heapq.nsmallest(2.5, [1, 2, 3, 4]), lambda: heapq.nlargest(2, 5),
            lambda: heapq.nsmallest('a', [1]), lambda: list(heapq.merge([1], 2)),
            lambda: heapq.nlargest(1, []), lambda: heapq.nsmallest(1, [], key=len),
            lambda: heapq.nlargest(2, [1, 'a', 2])):
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
