class Error(Exception):
    pass
error = Error
__all__ = ['Error', 'copy', 'deepcopy']
_atomic = [type(None), type(Ellipsis), type(NotImplemented), int, float, bool, str,
           type, range, type(len), type(lambda: 0), property]
_shallow_atomic = _atomic + [tuple, slice]
_set = _fs = _bytearray = None
try:
    _atomic.append(complex); _shallow_atomic.append(complex)
except NameError:
    pass
try:
    _atomic.append(bytes); _shallow_atomic.append(bytes)
except NameError:
    pass
try:
    _fs = frozenset; _shallow_atomic.append(frozenset)
except NameError:
    pass
try:
    _set = set
except NameError:
    pass
try:
    _bytearray = bytearray
except NameError:
    pass
def _state(x):
    gs = getattr(type(x), '__getstate__', None)
    if gs is not None and gs is not getattr(object, '__getstate__', None):
        return x.__getstate__()
    d = getattr(x, '__dict__', None)
    state = d if d else None
    slots = {}
    for c in type(x).__mro__:
        names = c.__dict__.get('__slots__', ())
        if isinstance(names, str):
            names = (names,)
        for n in names:
            if n in ('__dict__', '__weakref__'):
                continue
            if n.startswith('__') and not n.endswith('__'):
                n = '_' + c.__name__.lstrip('_') + n
            try:
                slots[n] = getattr(x, n)
            except AttributeError:
                pass
    if slots:
        return (state, slots)
    return state
def _is_deque(cls):
    # collections.deque is a C type here: no import of collections (which imports
    # copy lazily) just to name it
    return any(c.__name__ == 'deque' and c.__module__ == 'collections' for c in cls.__mro__)
def _reconstruct(x, memo, deep):
    cls = type(x)
    if _is_deque(cls):
        return _reconstruct_deque(x, memo, deep)
    if not (hasattr(x, '__dict__') or any('__slots__' in c.__dict__ for c in cls.__mro__[:-1])
            or isinstance(x, (list, dict)) or (_set is not None and isinstance(x, _set))):
        raise TypeError(f"cannot pickle '{cls.__name__}' object")
    if cls.__module__ == 'builtins' and cls.__name__ == 'module':
        raise TypeError("cannot pickle 'module' object")
    if deep and memo is None:
        memo = {}
    # object.__reduce_ex__(4): __new__ gets __getnewargs_ex__() or __getnewargs__()
    # (tuple, str, int, ... and namedtuples define it), deep-copied for deepcopy
    args, kwargs = (), {}
    if isinstance(x, BaseException):
        # BaseException.__reduce__: the class is called with the args again
        args = x.args
    elif getattr(cls, '__getnewargs_ex__', None) is not None:
        args, kwargs = x.__getnewargs_ex__()
    elif getattr(cls, '__getnewargs__', None) is not None:
        args = x.__getnewargs__()
    if deep and (args or kwargs):
        args, kwargs = deepcopy((args, kwargs), memo)
    if isinstance(x, BaseException):
        y = cls(*args)
    else:
        y = cls.__new__(cls, *args, **kwargs)
    if deep:
        memo[id(x)] = y
    state = _state(x)
    if isinstance(x, list):
        for item in x:
            y.append(deepcopy(item, memo) if deep else item)
    elif isinstance(x, dict):
        for k, v in x.items():
            if deep:
                y[deepcopy(k, memo)] = deepcopy(v, memo)
            else:
                y[k] = v
    elif _set is not None and isinstance(x, _set):
        for item in x:
            y.add(deepcopy(item, memo) if deep else item)
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, '__setstate__'):
            y.__setstate__(state)
        else:
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            else:
                slotstate = None
            if state is not None:
                y.__dict__.update(state)
            if slotstate is not None:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    return y
def _set_state(y, state):
    if hasattr(y, '__setstate__'):
        y.__setstate__(state)
        return
    if isinstance(state, tuple) and len(state) == 2:
        state, slotstate = state
    else:
        slotstate = None
    if state is not None:
        y.__dict__.update(state)
    if slotstate is not None:
        for key, value in slotstate.items():
            setattr(y, key, value)
def _reconstruct_deque(x, memo, deep):
    # deque.__reduce__ is (cls, () or ((), maxlen), state, iter(x)): the class is
    # called, then the state is set, then the items are appended
    cls = type(x)
    if deep and memo is None:
        memo = {}
    args = () if x.maxlen is None else ((), x.maxlen)
    if deep:
        args = deepcopy(args, memo)
    y = cls(*args)
    if deep:
        memo[id(x)] = y
    state = _state(x)
    if state is not None:
        _set_state(y, deepcopy(state, memo) if deep else state)
    for item in x:
        y.append(deepcopy(item, memo) if deep else item)
    return y
def copy(x):
    cls = type(x)
    if cls in _shallow_atomic or issubclass(cls, type):
        return x
    if cls is list or cls is dict or cls is _set or cls is _bytearray:
        return cls.copy(x)
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    return _reconstruct(x, None, False)
def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]
def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _atomic or issubclass(cls, type):
        y = x
    elif cls is list:
        y = []
        memo[d] = y
        append = y.append
        for a in x:
            append(deepcopy(a, memo))
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        try:
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, y):
            if k is not j:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is _set:
        y = _set(deepcopy(list(x), memo))
    elif cls is _fs:
        y = cls(deepcopy(list(x), memo))
    elif cls is _bytearray:
        y = _bytearray(x)
    else:
        copier = getattr(x, '__deepcopy__', None)
        if copier is not None and not isinstance(x, type):
            y = copier(memo)
        else:
            y = _reconstruct(x, memo, True)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y
