"""Heap queue algorithm (a.k.a. priority queue).

pyeval's heapq: heappush, heappop, heapify, heapreplace, heappushpop and the max-heap
helpers are native (modules/heapq.c); merge, nsmallest and nlargest below follow the
algorithms of CPython 3.11's Lib/heapq.py, so ties and key calls happen in the same
order.
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def merge(*iterables, key=None, reverse=False):
    '''Merge multiple sorted inputs into a single sorted output.'''
    h = []
    if reverse:
        _heapify = _heapify_max
        _heappop = _heappop_max
        _heapreplace = _heapreplace_max
        direction = -1
    else:
        _heapify = heapify
        _heappop = heappop
        _heapreplace = heapreplace
        direction = 1

    if key is None:
        order = 0
        for it in map(iter, iterables):
            try:
                nxt = it.__next__
                h.append([nxt(), order * direction, nxt, it])
            except StopIteration:
                pass
            order += 1
        _heapify(h)
        while len(h) > 1:
            try:
                while True:
                    s = h[0]
                    yield s[0]
                    s[0] = s[2]()
                    _heapreplace(h, s)
            except StopIteration:
                _heappop(h)
        if h:
            s = h[0]
            yield s[0]
            yield from s[3]
        return

    order = 0
    for it in map(iter, iterables):
        try:
            nxt = it.__next__
            value = nxt()
            h.append([key(value), order * direction, value, nxt, it])
        except StopIteration:
            pass
        order += 1
    _heapify(h)
    while len(h) > 1:
        try:
            while True:
                s = h[0]
                yield s[2]
                value = s[3]()
                s[0] = key(value)
                s[2] = value
                _heapreplace(h, s)
        except StopIteration:
            _heappop(h)
    if h:
        s = h[0]
        yield s[2]
        yield from s[4]


def _sized(iterable):
    # len(iterable), or None when it has none
    try:
        return len(iterable)
    except (TypeError, AttributeError):
        return None


def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key)[:n]
    """
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = min(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    size = _sized(iterable)
    if size is not None and n >= size:
        return sorted(iterable, key=key)[:n]
    if key is None:
        it = iter(iterable)
        result = [(elem, i) for i, elem in zip(range(n), it)]
        if not result:
            return result
        _heapify_max(result)
        top = result[0][0]
        order = n
        for elem in it:
            if elem < top:
                _heapreplace_max(result, (elem, order))
                top = result[0][0]
                order += 1
        result.sort()
        return [elem for (elem, order) in result]
    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(n), it)]
    if not result:
        return result
    _heapify_max(result)
    top = result[0][0]
    order = n
    for elem in it:
        k = key(elem)
        if k < top:
            _heapreplace_max(result, (k, order, elem))
            top = result[0][0]
            order += 1
    result.sort()
    return [elem for (k, order, elem) in result]


def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key, reverse=True)[:n]
    """
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        result = max(it, default=sentinel, key=key)
        return [] if result is sentinel else [result]
    size = _sized(iterable)
    if size is not None and n >= size:
        return sorted(iterable, key=key, reverse=True)[:n]
    if key is None:
        it = iter(iterable)
        result = [(elem, i) for i, elem in zip(range(0, -n, -1), it)]
        if not result:
            return result
        heapify(result)
        top = result[0][0]
        order = -n
        for elem in it:
            if top < elem:
                heapreplace(result, (elem, order))
                top = result[0][0]
                order -= 1
        result.sort(reverse=True)
        return [elem for (elem, order) in result]
    it = iter(iterable)
    result = [(key(elem), i, elem) for i, elem in zip(range(0, -n, -1), it)]
    if not result:
        return result
    heapify(result)
    top = result[0][0]
    order = -n
    for elem in it:
        k = key(elem)
        if top < k:
            heapreplace(result, (k, order, elem))
            top = result[0][0]
            order -= 1
    result.sort(reverse=True)
    return [elem for (k, order, elem) in result]
