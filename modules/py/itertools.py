# itertools: the iterator types not written in C (modules/itertools.c defines count,
# repeat, cycle, accumulate, chain, compress, dropwhile, takewhile, filterfalse,
# starmap, islice, pairwise, zip_longest, product, permutations, combinations and
# combinations_with_replacement in this namespace before this runs), as
# sandbox classes: groupby and tee. Each __next__ is one Python call, so every step is
# charged to the operation budget like any loop, and tee's shared chunks are ordinary
# lists under the memory limit.
# The state machines follow Modules/itertoolsmodule.c's (the order in which argument
# errors are found, when the underlying iterator is dropped, groupby's grouper
# invalidation), so what a program observes is CPython's.

_marker = object()
_maxsize = 9223372036854775807
_index = type(0).__index__


def _nokw(name, kw):
    if kw:
        raise TypeError(f'{name}() takes no keyword arguments')


def _count(name, args, lo, hi):
    n = len(args)
    if lo <= n <= hi:
        return
    if lo == hi:
        raise TypeError(f"{name} expected {lo} argument{'s' if lo != 1 else ''}, got {n}")
    if n < lo:
        raise TypeError(f"{name} expected at least {lo} argument{'s' if lo != 1 else ''}, got {n}")
    raise TypeError(f"{name} expected at most {hi} argument{'s' if hi != 1 else ''}, got {n}")


def _clinic(name, args, kw, names, nreq, npos=None):
    # Argument Clinic's parsing and wording: the values of `names` in order, _marker
    # for those not given.
    total = len(args) + len(kw)
    if npos is None:
        npos = len(names)
        if total > npos:
            raise TypeError(f"{name}() takes at most {npos} argument{'s' if npos != 1 else ''} ({total} given)")
    elif len(args) > npos:
        raise TypeError(f"{name}() takes at most {npos} positional argument{'s' if npos != 1 else ''} ({len(args)} given)")
    out = list(args) + [_marker] * (len(names) - len(args))
    for k in kw:
        if k not in names:
            raise TypeError(f"'{k}' is an invalid keyword argument for {name}()")
        i = names.index(k)
        if i < len(args):
            raise TypeError(f"argument for {name}() given by name ('{k}') and position ({i + 1})")
        out[i] = kw[k]
    for i in range(nreq):
        if out[i] is _marker:
            raise TypeError(f"{name}() missing required argument '{names[i]}' (pos {i + 1})")
    return out


def _ssize(x):
    # PyNumber_AsSsize_t(x, OverflowError), errors mapped to -1 by the caller
    v = _index_of(x)
    if v > _maxsize or v < -_maxsize - 1:
        raise OverflowError(f"Python int too large to convert to C ssize_t")
    return v


def _index_of(x):
    try:
        m = type(x).__index__
    except AttributeError:
        raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer") from None
    return m(x)


class _grouper:
    __slots__ = ('_parent', '_tgtkey')

    def __new__(cls, *args, **kw):
        _nokw('_grouper', kw)
        _count('_grouper', args, 2, 2)
        if not isinstance(args[0], groupby):
            raise TypeError('_grouper() argument 1 must be itertools.groupby, '
                            f'not {type(args[0]).__name__}')
        self = object.__new__(cls)
        self._parent = args[0]
        self._tgtkey = args[1]
        return self

    def __iter__(self):
        return self

    def __next__(self):
        gbo = self._parent
        if gbo._currgrouper is not self:
            raise StopIteration
        if gbo._currvalue is _marker:
            gbo._step()
        key = gbo._currkey
        if not (self._tgtkey is key or self._tgtkey == key):
            raise StopIteration
        r = gbo._currvalue
        gbo._currvalue = _marker
        return r


class groupby:
    __slots__ = ('_it', '_keyfunc', '_tgtkey', '_currkey', '_currvalue', '_currgrouper')

    def __new__(cls, *args, **kw):
        iterable, key = _clinic('groupby', args, kw, ('iterable', 'key'), 1)
        self = object.__new__(cls)
        self._keyfunc = None if key is _marker else key
        self._it = iter(iterable)
        self._tgtkey = self._currkey = self._currvalue = _marker
        self._currgrouper = None
        return self

    def __iter__(self):
        return self

    def _step(self):
        value = next(self._it)
        key = value if self._keyfunc is None else self._keyfunc(value)
        self._currvalue = value
        self._currkey = key

    def __next__(self):
        self._currgrouper = None
        while True:
            if self._currkey is _marker:
                pass
            elif self._tgtkey is _marker:
                break
            else:
                t, c = self._tgtkey, self._currkey
                if not (t is c or t == c):
                    break
            self._step()
        self._tgtkey = self._currkey
        g = object.__new__(_grouper)
        g._parent = self
        g._tgtkey = self._tgtkey
        self._currgrouper = g
        return (self._currkey, g)


_LINKCELLS = 57


class _tee_dataobject:
    __slots__ = ('_it', '_values', '_next', '_running')

    def __new__(cls, *args, **kw):
        raise TypeError("cannot create 'itertools._tee_dataobject' instances")

    def _getitem(self, i):
        values = self._values
        if i < len(values):
            return values[i]
        if self._running:
            raise RuntimeError('cannot re-enter the tee iterator')
        self._running = True
        try:
            value = next(self._it)
        finally:
            self._running = False
        values.append(value)
        return value

    def _nextlink(self):
        if self._next is None:
            self._next = _new_data(self._it)
        return self._next


def _new_data(it):
    d = object.__new__(_tee_dataobject)
    d._it = it
    d._values = []
    d._next = None
    d._running = False
    return d


class _tee:
    __slots__ = ('_data', '_index')

    def __new__(cls, *args, **kw):
        _nokw('_tee', kw)
        _count('_tee', args, 1, 1)
        return _tee_from(iter(args[0]))

    def __iter__(self):
        return self

    def __next__(self):
        if self._index >= _LINKCELLS:
            self._data = self._data._nextlink()
            self._index = 0
        value = self._data._getitem(self._index)
        self._index += 1
        return value

    def __copy__(self):
        t = object.__new__(_tee)
        t._data = self._data
        t._index = self._index
        return t


def _tee_from(it):
    if type(it) is _tee:
        return it.__copy__()
    t = object.__new__(_tee)
    t._data = _new_data(it)
    t._index = 0
    return t


def tee(*args, **kw):
    _nokw('tee', kw)
    _count('tee', args, 1, 2)
    n = 2 if len(args) < 2 else _ssize(args[1])
    if n < 0:
        raise ValueError('n must be >= 0')
    if n == 0:
        return ()
    it = iter(args[0])
    copyfunc = getattr(it, '__copy__', None)
    if copyfunc is not None:
        first = it
    else:
        first = _tee_from(it)
        copyfunc = first.__copy__
    result = [first]
    for i in range(1, n):
        result.append(copyfunc())
    return tuple(result)


for _c in (_grouper, groupby, _tee_dataobject, _tee):
    _c.__module__ = 'itertools'
del _c
