# operator: the parts over the C functions and types of modules/operator.c and
# modules/operator_types.c: the functions whose work is a Python-level loop (charged as
# such) or that are rarely hot.

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
    # identity counts before equality, as in containment tests
    return sum(1 for item in _iter(a) if item is b or item == b)

def indexOf(a, b, /):
    for i, x in enumerate(_iter(a)):
        if x is b or x == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')

def length_hint(obj, default=0, /):
    if not isinstance(default, int):
        raise TypeError(f"'{_typename(default)}' object cannot be interpreted as an integer")
    # a real length wins; then the type's __length_hint__; then the default
    try:
        return len(obj)
    except TypeError:
        pass
    hook = getattr(type(obj), '__length_hint__', _NO_HINT)
    if hook is _NO_HINT:
        return default
    hint = hook(obj)
    return default if hint is NotImplemented else _checked_hint(hint)


_NO_HINT = object()


def _checked_hint(hint):
    if not isinstance(hint, int):
        raise TypeError(f"__length_hint__ must be an integer, not {_typename(hint)}")
    if hint < 0:
        raise ValueError("__length_hint__() should return >= 0")
    return hint

def call(*args, **kwargs):
    if not args:
        raise TypeError('call expected at least 1 argument, got 0')
    return args[0](*args[1:], **kwargs)

_builtin_abs = abs
def abs(a, /):
    return _builtin_abs(a)

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
