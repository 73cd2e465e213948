# operator: the parts over the C functions of modules/operator.c (classes with reprs,
# and the functions whose work is a Python-level loop, charged as such).

def _typename(obj):
    return type(obj).__name__

def _seqcheck(a):
    t = type(a)
    return hasattr(t, '__getitem__') and not isinstance(a, dict)

def concat(a, b, /):
    if not _seqcheck(a):
        raise TypeError(f"'{_typename(a)}' object can't be concatenated")
    return a + b

def iconcat(a, b, /):
    if not _seqcheck(a):
        raise TypeError(f"'{_typename(a)}' object can't be concatenated")
    a += b
    return a

def _iter(a):
    try:
        return iter(a)
    except TypeError:
        pass
    raise TypeError(f"argument of type '{_typename(a)}' is not iterable")

def countOf(a, b, /):
    n = 0
    for x in _iter(a):
        if x is b or x == b:
            n += 1
    return n

def indexOf(a, b, /):
    for i, x in enumerate(_iter(a)):
        if x is b or x == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')

def length_hint(obj, default=0, /):
    if not isinstance(default, int):
        raise TypeError(f"'{_typename(default)}' object cannot be interpreted as an integer")
    try:
        return len(obj)
    except TypeError:
        pass
    try:
        hint = type(obj).__length_hint__
    except AttributeError:
        return default
    val = hint(obj)
    if val is NotImplemented:
        return default
    if not isinstance(val, int):
        raise TypeError(f"__length_hint__ must be an integer, not {_typename(val)}")
    if val < 0:
        raise ValueError("__length_hint__() should return >= 0")
    return val

def call(*args, **kwargs):
    if not args:
        raise TypeError('call expected at least 1 argument, got 0')
    return args[0](*args[1:], **kwargs)

_builtin_abs = abs
def abs(a, /):
    return _builtin_abs(a)

class itemgetter:
    __slots__ = ('_items', '_call')
    __module__ = 'operator'

    def __init__(self, *items, **kw):
        if kw:
            raise TypeError('itemgetter() takes no keyword arguments')
        if not items:
            raise TypeError('itemgetter expected 1 argument, got 0')
        self._items = items

    def __call__(self, *args, **kw):
        if kw:
            raise TypeError('itemgetter() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError(f'itemgetter expected 1 argument, got {len(args)}')
        obj = args[0]
        items = self._items
        if len(items) == 1:
            return obj[items[0]]
        return tuple([obj[i] for i in items])

    def __repr__(self):
        return 'operator.itemgetter(%s)' % ', '.join(map(repr, self._items))

    def __reduce__(self):
        return self.__class__, self._items

class attrgetter:
    __slots__ = ('_attrs',)
    __module__ = 'operator'

    def __init__(self, *attrs, **kw):
        if kw:
            raise TypeError('attrgetter() takes no keyword arguments')
        if not attrs:
            raise TypeError('attrgetter expected 1 argument, got 0')
        for a in attrs:
            if not isinstance(a, str):
                raise TypeError('attribute name must be a string')
        self._attrs = attrs

    def __call__(self, *args, **kw):
        if kw:
            raise TypeError('attrgetter() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError(f'attrgetter expected 1 argument, got {len(args)}')
        obj = args[0]
        attrs = self._attrs
        if len(attrs) == 1:
            return _resolve(obj, attrs[0])
        return tuple([_resolve(obj, a) for a in attrs])

    def __repr__(self):
        return 'operator.attrgetter(%s)' % ', '.join(map(repr, self._attrs))

    def __reduce__(self):
        return self.__class__, self._attrs

def _resolve(obj, attr):
    for name in attr.split('.'):
        obj = getattr(obj, name)
    return obj

class methodcaller:
    __slots__ = ('_name', '_args', '_kwargs')
    __module__ = 'operator'

    def __init__(*args, **kwargs):
        if len(args) < 2:
            raise TypeError('methodcaller needs at least one argument, the method name')
        self = args[0]
        name = args[1]
        if not isinstance(name, str):
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args[2:]
        self._kwargs = kwargs

    def __call__(self, *args, **kw):
        if kw:
            raise TypeError('methodcaller() takes no keyword arguments')
        if len(args) != 1:
            raise TypeError(f'methodcaller expected 1 argument, got {len(args)}')
        return getattr(args[0], self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        args = [repr(self._name)]
        args.extend(map(repr, self._args))
        args.extend('%s=%r' % (k, v) for k, v in self._kwargs.items())
        return 'operator.methodcaller(%s)' % ', '.join(args)

__lt__ = lt
__le__ = le
__eq__ = eq
__ne__ = ne
__ge__ = ge
__gt__ = gt
__not__ = not_
__abs__ = abs
__add__ = add
__and__ = and_
__floordiv__ = floordiv
__index__ = index
__inv__ = inv
__invert__ = invert
__lshift__ = lshift
__mod__ = mod
__mul__ = mul
__matmul__ = matmul
__neg__ = neg
__or__ = or_
__pos__ = pos
__pow__ = pow
__rshift__ = rshift
__sub__ = sub
__truediv__ = truediv
__xor__ = xor
__concat__ = concat
__contains__ = contains
__delitem__ = delitem
__getitem__ = getitem
__setitem__ = setitem
__iadd__ = iadd
__iand__ = iand
__iconcat__ = iconcat
__ifloordiv__ = ifloordiv
__ilshift__ = ilshift
__imod__ = imod
__imul__ = imul
__imatmul__ = imatmul
__ior__ = ior
__ipow__ = ipow
__irshift__ = irshift
__isub__ = isub
__itruediv__ = itruediv
__ixor__ = ixor
__call__ = call

__all__ = ['abs', 'add', 'and_', 'attrgetter', 'call', 'concat', 'contains', 'countOf',
           'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt', 'iadd', 'iand',
           'iconcat', 'ifloordiv', 'ilshift', 'imatmul', 'imod', 'imul',
           'index', 'indexOf', 'inv', 'invert', 'ior', 'ipow', 'irshift',
           'is_', 'is_not', 'isub', 'itemgetter', 'itruediv', 'ixor', 'le',
           'length_hint', 'lshift', 'lt', 'matmul', 'methodcaller', 'mod',
           'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow', 'rshift',
           'setitem', 'sub', 'truediv', 'truth', 'xor']
