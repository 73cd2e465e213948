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
    if reverse:
        build, drop, advance, step = _heapify_max, _heappop_max, _heapreplace_max, -1
    else:
        build, drop, advance, step = heapify, heappop, heapreplace, 1
    # entries are [sort key, tie-break, current value, next function, iterator]; the
    # tie-break (input position, negated for the max-heap) keeps equal keys in input
    # order and is unique, so values and functions are never compared
    heap = []
    for rank, source in enumerate(map(iter, iterables)):
        try:
            fetch = source.__next__
            first = fetch()
            heap.append([_sort_key(key, first), rank * step, first, fetch, source])
        except StopIteration:
            pass
    build(heap)
    while len(heap) > 1:
        # a StopIteration anywhere in a step (the input, or its key) retires the
        # input at the root
        try:
            top = heap[0]
            yield top[2]
            value = top[3]()
            top[0] = _sort_key(key, value)
            top[2] = value
            advance(heap, top)
        except StopIteration:
            drop(heap)
    if heap:
        # one input left: pass the rest of it through without computing keys
        top = heap[0]
        yield top[2]
        yield from top[4]


def _sort_key(key, value):
    return value if key is None else key(value)


def _sized(iterable):
    # len(iterable), or None when it has none
    try:
        return len(iterable)
    except (TypeError, AttributeError):
        return None


_NOTHING = object()


def _one_extreme(pick, iterable, key):
    found = pick(iterable, default=_NOTHING, key=key)
    return [] if found is _NOTHING else [found]


def _keep_best(n, iterable, key, largest):
    # the best n seen so far sit in a heap whose root is the worst of them (a max-heap
    # for the smallest, a min-heap for the largest), so each new element is compared
    # with the root only. Entries are (sort key, tie-break, element); the tie-break
    # counts up (down for the largest) in arrival order, so earlier elements win ties
    # and elements themselves are never compared.
    source = iter(iterable)
    if largest:
        ranks, make_heap, replace_root, step = range(0, -n, -1), heapify, heapreplace, -1
    else:
        ranks, make_heap, replace_root, step = range(n), _heapify_max, _heapreplace_max, 1
    kept = [(_sort_key(key, elem), rank, elem) for rank, elem in zip(ranks, source)]
    if not kept:
        return []
    make_heap(kept)
    worst = kept[0][0]
    next_rank = n * step
    for elem in source:
        candidate = _sort_key(key, elem)
        if (worst < candidate) if largest else (candidate < worst):
            replace_root(kept, (candidate, next_rank, elem))
            worst = kept[0][0]
            next_rank += step
    kept.sort(reverse=largest)
    return [entry[2] for entry in kept]


def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key)[:n]
    """
    if n == 1:
        return _one_extreme(min, iterable, key)
    size = _sized(iterable)
    if size is not None and n >= size:
        return sorted(iterable, key=key)[:n]
    return _keep_best(n, iterable, key, False)


def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key, reverse=True)[:n]
    """
    if n == 1:
        return _one_extreme(max, iterable, key)
    size = _sized(iterable)
    if size is not None and n >= size:
        return sorted(iterable, key=key, reverse=True)[:n]
    return _keep_best(n, iterable, key, True)
