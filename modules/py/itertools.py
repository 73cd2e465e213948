# itertools: CPython 3.11's iterator types as sandbox classes. Each __next__ is one
# Python call, so every step is charged to the operation budget like any loop, and
# what they buffer (cycle's saved items, tee's shared chunks, the pools of the
# combinatoric iterators) lives in ordinary lists and tuples under the memory limit.
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


def _isnumber(x):
    t = type(x)
    return (hasattr(t, '__index__') or hasattr(t, '__int__') or hasattr(t, '__float__')
            or isinstance(x, complex))


class count:
    __slots__ = ('_n', '_step')

    def __new__(cls, *args, **kw):
        start, step = _clinic('count', args, kw, ('start', 'step'), 0)
        if start is _marker:
            start = 0
        if step is _marker:
            step = 1
        if not _isnumber(start) or not _isnumber(step):
            raise TypeError('a number is required')
        self = object.__new__(cls)
        self._n = start
        self._step = step
        return self

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return f'{type(self).__name__}({self._n!r})'
        return f'{type(self).__name__}({self._n!r}, {step!r})'


class cycle:
    __slots__ = ('_it', '_saved', '_i')

    def __new__(cls, *args, **kw):
        if cls is cycle:
            _nokw('cycle', kw)
        _count('cycle', args, 1, 1)
        self = object.__new__(cls)
        self._it = iter(args[0])
        self._saved = []
        self._i = 0
        return self

    def __iter__(self):
        return self

    def __next__(self):
        it = self._it
        if it is not None:
            try:
                item = next(it)
            except StopIteration:
                self._it = None
            else:
                self._saved.append(item)
                return item
        saved = self._saved
        if not saved:
            raise StopIteration
        item = saved[self._i]
        self._i += 1
        if self._i >= len(saved):
            self._i = 0
        return item


class repeat:
    __slots__ = ('_obj', '_cnt')

    def __new__(cls, *args, **kw):
        obj, times = _clinic('repeat', args, kw, ('object', 'times'), 1)
        cnt = -1
        if times is not _marker:
            cnt = _ssize(times)
            if cnt < 0:
                cnt = 0
        self = object.__new__(cls)
        self._obj = obj
        self._cnt = cnt
        return self

    def __iter__(self):
        return self

    def __next__(self):
        cnt = self._cnt
        if cnt == 0:
            raise StopIteration
        if cnt > 0:
            self._cnt = cnt - 1
        return self._obj

    def __length_hint__(self):
        if self._cnt == -1:
            raise TypeError('len() of unsized object')
        return self._cnt

    def __repr__(self):
        if self._cnt == -1:
            return f'{type(self).__name__}({self._obj!r})'
        return f'{type(self).__name__}({self._obj!r}, {self._cnt})'


class accumulate:
    __slots__ = ('_it', '_func', '_total', '_initial')

    def __new__(cls, *args, **kw):
        iterable, func, initial = _clinic('accumulate', args, kw,
                                          ('iterable', 'func', 'initial'), 1, 2)
        it = iter(iterable)
        self = object.__new__(cls)
        self._it = it
        self._func = None if func is _marker else func
        self._total = _marker
        self._initial = _marker if initial is _marker or initial is None else initial
        return self

    def __iter__(self):
        return self

    def __next__(self):
        if self._initial is not _marker:
            self._total = self._initial
            self._initial = _marker
            return self._total
        val = next(self._it)
        total = self._total
        if total is _marker:
            total = val
        elif self._func is None:
            total = total + val
        else:
            total = self._func(total, val)
        self._total = total
        return total


class chain:
    __slots__ = ('_source', '_active')

    def __new__(cls, *args, **kw):
        if cls is chain:
            _nokw('chain', kw)
        self = object.__new__(cls)
        self._source = iter(args)
        self._active = None
        return self

    @classmethod
    def from_iterable(cls, *args, **kw):
        _nokw('chain.from_iterable', kw)
        if len(args) != 1:
            raise TypeError(f'chain.from_iterable() takes exactly one argument ({len(args)} given)')
        self = object.__new__(cls)
        self._source = iter(args[0])
        self._active = None
        return self

    def __iter__(self):
        return self

    def __next__(self):
        while self._source is not None:
            if self._active is None:
                try:
                    iterable = next(self._source)
                except StopIteration:
                    self._source = None
                    raise
                try:
                    self._active = iter(iterable)
                except BaseException:
                    self._source = None
                    raise
            try:
                return next(self._active)
            except StopIteration:
                self._active = None
        raise StopIteration


class compress:
    __slots__ = ('_data', '_selectors')

    def __new__(cls, *args, **kw):
        data, selectors = _clinic('compress', args, kw, ('data', 'selectors'), 2)
        data = iter(data)
        selectors = iter(selectors)
        self = object.__new__(cls)
        self._data = data
        self._selectors = selectors
        return self

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            datum = next(self._data)
            if next(self._selectors):
                return datum


def _pred_iter(cls, name, args, kw):
    if cls.__name__ == name and cls.__module__ == 'itertools':
        _nokw(name, kw)
    _count(name, args, 2, 2)
    self = object.__new__(cls)
    self._pred = args[0]
    self._it = iter(args[1])
    return self


class dropwhile:
    __slots__ = ('_pred', '_it', '_done')

    def __new__(cls, *args, **kw):
        self = _pred_iter(cls, 'dropwhile', args, kw)
        self._done = False
        return self

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            item = next(self._it)
            if self._done:
                return item
            if not self._pred(item):
                self._done = True
                return item


class takewhile:
    __slots__ = ('_pred', '_it', '_stop')

    def __new__(cls, *args, **kw):
        self = _pred_iter(cls, 'takewhile', args, kw)
        self._stop = False
        return self

    def __iter__(self):
        return self

    def __next__(self):
        if self._stop:
            raise StopIteration
        item = next(self._it)
        if self._pred(item):
            return item
        self._stop = True
        raise StopIteration


class filterfalse:
    __slots__ = ('_pred', '_it')

    def __new__(cls, *args, **kw):
        return _pred_iter(cls, 'filterfalse', args, kw)

    def __iter__(self):
        return self

    def __next__(self):
        pred = self._pred
        while True:
            item = next(self._it)
            if pred is None:
                ok = item
            else:
                ok = pred(item)
            if not ok:
                return item


class starmap:
    __slots__ = ('_pred', '_it')

    def __new__(cls, *args, **kw):
        return _pred_iter(cls, 'starmap', args, kw)

    def __iter__(self):
        return self

    def __next__(self):
        args = next(self._it)
        if type(args) is not tuple:
            args = tuple(args)
        return self._pred(*args)


class _grouper:
    __slots__ = ('_parent', '_tgtkey')

    def __new__(cls, *args, **kw):
        raise TypeError("cannot create 'itertools._grouper' instances")

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


class islice:
    __slots__ = ('_it', '_next', '_stop', '_step', '_cnt')

    def __new__(cls, *args, **kw):
        if cls is islice:
            _nokw('islice', kw)
        _count('islice', args, 2, 4)
        seq = args[0]
        start, stop, step = 0, -1, 1
        if len(args) == 2:
            if args[1] is not None:
                stop = _ssize_or(args[1])
                if stop == -1:
                    _stop_error()
        else:
            if args[1] is not None:
                start = _ssize_or(args[1])
            if args[2] is not None:
                stop = _ssize_or(args[2])
                if stop == -1:
                    _stop_error()
        if start < 0 or stop < -1:
            raise ValueError('Indices for islice() must be None or an integer: '
                             '0 <= x <= sys.maxsize.')
        if len(args) == 4 and args[3] is not None:
            step = _ssize_or(args[3])
        if step < 1:
            raise ValueError('Step for islice() must be a positive integer or None.')
        it = iter(seq)
        self = object.__new__(cls)
        self._it = it
        self._next = start
        self._stop = stop
        self._step = step
        self._cnt = 0
        return self

    def __iter__(self):
        return self

    def __next__(self):
        it = self._it
        if it is None:
            raise StopIteration
        stop = self._stop
        try:
            while self._cnt < self._next:
                next(it)
                self._cnt += 1
            if stop != -1 and self._cnt >= stop:
                raise StopIteration
            item = next(it)
        except StopIteration:
            self._it = None
            raise
        self._cnt += 1
        old = self._next
        self._next = old + self._step
        if self._next > _maxsize or (stop != -1 and self._next > stop):
            self._next = stop
        return item


def _ssize_or(x):
    try:
        return _ssize(x)
    except (TypeError, OverflowError):
        return -1


def _stop_error():
    raise ValueError('Stop argument for islice() must be None or an integer: '
                     '0 <= x <= sys.maxsize.')


class pairwise:
    __slots__ = ('_it', '_old')

    def __new__(cls, *args, **kw):
        if cls is pairwise:
            _nokw('pairwise', kw)
        _count('pairwise', args, 1, 1)
        self = object.__new__(cls)
        self._it = iter(args[0])
        self._old = _marker
        return self

    def __iter__(self):
        return self

    def __next__(self):
        it = self._it
        if it is None:
            raise StopIteration
        try:
            if self._old is _marker:
                self._old = next(it)
            new = next(it)
        except StopIteration:
            self._it = None
            self._old = _marker
            raise
        r = (self._old, new)
        self._old = new
        return r


class zip_longest:
    __slots__ = ('_its', '_active', '_fill')

    def __new__(cls, *args, **kw):
        fill = None
        if kw:
            if len(kw) != 1 or 'fillvalue' not in kw:
                raise TypeError('zip_longest() got an unexpected keyword argument')
            fill = kw['fillvalue']
        its = [iter(a) for a in args]
        self = object.__new__(cls)
        self._its = its
        self._active = len(its)
        self._fill = fill
        return self

    def __iter__(self):
        return self

    def __next__(self):
        its = self._its
        if not its or self._active == 0:
            raise StopIteration
        result = []
        for i in range(len(its)):
            it = its[i]
            if it is None:
                result.append(self._fill)
                continue
            try:
                result.append(next(it))
            except StopIteration:
                self._active -= 1
                if self._active == 0:
                    raise
                its[i] = None
                result.append(self._fill)
        return tuple(result)


class product:
    __slots__ = ('_pools', '_indices', '_result', '_stopped')

    def __new__(cls, *args, **kw):
        repeat = 1
        if kw:
            for k in kw:
                if k != 'repeat':
                    raise TypeError(f"'{k}' is an invalid keyword argument for product()")
            repeat = _ssize(kw['repeat'])
            if repeat < 0:
                raise ValueError('repeat argument cannot be negative')
        if repeat and len(args) > _maxsize // repeat:
            raise OverflowError('repeat argument too large')
        pools = [tuple(a) for a in args]
        self = object.__new__(cls)
        self._pools = pools * repeat if repeat != 1 else pools
        self._indices = None
        self._result = None
        self._stopped = False
        return self

    def __iter__(self):
        return self

    def __next__(self):
        if self._stopped:
            raise StopIteration
        pools = self._pools
        result = self._result
        if result is None:
            for p in pools:
                if not p:
                    self._stopped = True
                    raise StopIteration
            self._indices = [0] * len(pools)
            self._result = result = [p[0] for p in pools]
            return tuple(result)
        indices = self._indices
        i = len(pools) - 1
        while i >= 0:
            pool = pools[i]
            indices[i] += 1
            if indices[i] == len(pool):
                indices[i] = 0
                result[i] = pool[0]
                i -= 1
            else:
                result[i] = pool[indices[i]]
                return tuple(result)
        self._stopped = True
        raise StopIteration


def _r_arg(r):
    if r is _marker:
        raise TypeError
    r = _ssize(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return r


class combinations:
    __slots__ = ('_pool', '_r', '_indices', '_result', '_stopped')

    def __new__(cls, *args, **kw):
        iterable, r = _clinic('combinations', args, kw, ('iterable', 'r'), 2)
        pool = tuple(iterable)
        r = _ssize(r)
        if r < 0:
            raise ValueError('r must be non-negative')
        self = object.__new__(cls)
        self._pool = pool
        self._r = r
        self._indices = list(range(r))
        self._result = None
        self._stopped = r > len(pool)
        return self

    def __iter__(self):
        return self

    def __next__(self):
        if self._stopped:
            raise StopIteration
        pool, r, indices = self._pool, self._r, self._indices
        n = len(pool)
        if self._result is None:
            self._result = [pool[i] for i in indices]
            return tuple(self._result)
        i = r - 1
        while i >= 0 and indices[i] == i + n - r:
            i -= 1
        if i < 0:
            self._stopped = True
            raise StopIteration
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        result = self._result
        for j in range(i, r):
            result[j] = pool[indices[j]]
        return tuple(result)


class combinations_with_replacement:
    __slots__ = ('_pool', '_r', '_indices', '_result', '_stopped')

    def __new__(cls, *args, **kw):
        iterable, r = _clinic('combinations_with_replacement', args, kw, ('iterable', 'r'), 2)
        pool = tuple(iterable)
        r = _ssize(r)
        if r < 0:
            raise ValueError('r must be non-negative')
        self = object.__new__(cls)
        self._pool = pool
        self._r = r
        self._indices = [0] * r
        self._result = None
        self._stopped = not pool and r > 0
        return self

    def __iter__(self):
        return self

    def __next__(self):
        if self._stopped:
            raise StopIteration
        pool, r, indices = self._pool, self._r, self._indices
        n = len(pool)
        if self._result is None:
            self._result = [pool[0]] * r if r else []
            return tuple(self._result)
        i = r - 1
        while i >= 0 and indices[i] == n - 1:
            i -= 1
        if i < 0:
            self._stopped = True
            raise StopIteration
        index = indices[i] + 1
        elem = pool[index]
        result = self._result
        for j in range(i, r):
            indices[j] = index
            result[j] = elem
        return tuple(result)


class permutations:
    __slots__ = ('_pool', '_r', '_indices', '_cycles', '_first', '_stopped')

    def __new__(cls, *args, **kw):
        iterable, r = _clinic('permutations', args, kw, ('iterable', 'r'), 1)
        pool = tuple(iterable)
        n = len(pool)
        if r is _marker or r is None:
            r = n
        else:
            if not isinstance(r, int):
                raise TypeError('Expected int as r')
            r = _ssize(r)
            if r < 0:
                raise ValueError('r must be non-negative')
        self = object.__new__(cls)
        self._pool = pool
        self._r = r
        self._stopped = r > n
        self._indices = list(range(n)) if r <= n else None
        self._cycles = list(range(n, n - r, -1)) if r <= n else None
        self._first = True
        return self

    def __iter__(self):
        return self

    def __next__(self):
        if self._stopped:
            raise StopIteration
        pool, r, indices, cycles = self._pool, self._r, self._indices, self._cycles
        n = len(pool)
        if self._first:
            self._first = False
            return tuple([pool[i] for i in indices[:r]])
        if n == 0:
            self._stopped = True
            raise StopIteration
        i = r - 1
        while i >= 0:
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
                i -= 1
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                return tuple([pool[k] for k in indices[:r]])
        self._stopped = True
        raise StopIteration


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


for _c in (count, cycle, repeat, accumulate, chain, compress, dropwhile, takewhile,
           filterfalse, starmap, _grouper, groupby, islice, pairwise, zip_longest,
           product, combinations, combinations_with_replacement, permutations,
           _tee_dataobject, _tee):
    _c.__module__ = 'itertools'
del _c
