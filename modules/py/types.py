# types: names for the interpreter's built-in types, SimpleNamespace, new_class and
# friends, DynamicClassAttribute; as CPython 3.11's Lib/types.py behaves. Written for
# pyeval: the sandbox has no code, frame or cell objects (f.__code__, tb.tb_frame and
# f.__closure__ are refused), so CodeType, FrameType and CellType are absent, and its
# method descriptors, slot wrappers and bound builtins are all builtin_function_or_method.
import sys as _sys


def _f(): pass
FunctionType = type(_f)
LambdaType = type(lambda: None)


def _g():
    yield 1
GeneratorType = type(_g())


class _C:
    def _m(self): pass
MethodType = type(_C()._m)

BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
WrapperDescriptorType = type(object.__init__)
MethodWrapperType = type(object().__str__)
MethodDescriptorType = type(str.join)
ClassMethodDescriptorType = type(dict.__dict__['fromkeys'])
ModuleType = type(_sys)

try:
    raise TypeError
except TypeError as _exc:
    TracebackType = type(_exc.__traceback__)

MappingProxyType = type(type.__dict__)
GenericAlias = type(list[int])
UnionType = type(int | str)
EllipsisType = type(Ellipsis)
NoneType = type(None)
NotImplementedType = type(NotImplemented)

del _sys, _f, _g, _C


class SimpleNamespace:
    """A simple attribute-based namespace.

SimpleNamespace(**kwargs)"""

    def __init__(self, /, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        self.__dict__.update(kwargs)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        active = _repr_active
        if id(self) in active:
            return name + "(...)"
        active.add(id(self))
        try:
            items = ("{}={!r}".format(k, v) for k, v in self.__dict__.items())
            return "{}({})".format(name, ", ".join(items))
        finally:
            active.discard(id(self))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __reduce__(self):
        return (type(self), (), dict(self.__dict__))


_repr_active = set()


_ABSENT = object()

_META_CONFLICT = ("metaclass conflict: the metaclass of a derived class must be a "
                  "(non-strict) subclass of the metaclasses of all its bases")


def _mro_hook(base):
    # a class is used as it is; anything else may offer __mro_entries__ (PEP 560)
    if isinstance(base, type):
        return _ABSENT
    return getattr(base, "__mro_entries__", _ABSENT)


def resolve_bases(bases):
    """Resolve MRO entries dynamically as specified by PEP 560."""
    # each hook sees the original bases; the same object comes back when no base
    # had a hook (new_class relies on that identity)
    expanded = []
    any_hook = False
    for base in bases:
        hook = _mro_hook(base)
        if hook is _ABSENT:
            expanded.append(base)
            continue
        replacement = hook(bases)
        any_hook = True
        if not isinstance(replacement, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        expanded.extend(replacement)
    return tuple(expanded) if any_hook else bases


def _calculate_meta(meta, bases):
    """Calculate the most derived metaclass."""
    # every base's metaclass must be comparable with the best found so far
    best = meta
    for candidate in map(type, bases):
        if issubclass(best, candidate):
            continue
        if not issubclass(candidate, best):
            raise TypeError(_META_CONFLICT)
        best = candidate
    return best


def prepare_class(name, bases=(), kwds=None):
    """Call the __prepare__ method of the appropriate metaclass.

    Returns (metaclass, namespace, kwds) as a 3-tuple"""
    options = {} if kwds is None else dict(kwds)
    meta = options.pop('metaclass', _ABSENT)
    if meta is _ABSENT:
        meta = type(bases[0]) if bases else type
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    prepare = getattr(meta, '__prepare__', _ABSENT)
    namespace = {} if prepare is _ABSENT else prepare(name, bases, **options)
    return meta, namespace, options


def _fill_class_body(namespace, exec_body, asked, used):
    # run the caller's body callback, then remember the bases that were asked for
    # when __mro_entries__ replaced some of them
    if exec_body is not None:
        exec_body(namespace)
    if used is not asked:
        namespace['__orig_bases__'] = asked


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Create a class object dynamically using the appropriate metaclass."""
    final_bases = resolve_bases(bases)
    meta, body, options = prepare_class(name, final_bases, kwds)
    _fill_class_body(body, exec_body, bases, final_bases)
    return meta(name, final_bases, body, **options)


class DynamicClassAttribute:
    """Route attribute access on a class to __getattr__.

    Looked up on an instance it acts as a property; looked up on the class it raises
    AttributeError, so the class's __getattr__ (or the metaclass's) is consulted."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget, self.fset, self.fdel = fget, fset, fdel
        # without an explicit doc the getter's docstring is used, and getter() may
        # later replace it with the new getter's
        self.overwrite_doc = doc is None
        if doc:
            self.__doc__ = doc
        else:
            self.__doc__ = None if fget is None else fget.__doc__
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is not None:
            if self.fget is None:
                raise AttributeError("unreadable attribute")
            return self.fget(instance)
        # on the class itself: an AttributeError sends the lookup to __getattr__;
        # abstract ones stay visible so ABC machinery can find them
        if self.__isabstractmethod__:
            return self
        raise AttributeError()

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("can't set attribute")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("can't delete attribute")
        self.fdel(instance)

    def getter(self, fget):
        fdoc = fget.__doc__ if self.overwrite_doc else None
        result = type(self)(fget, self.fset, self.fdel, fdoc or self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def setter(self, fset):
        result = type(self)(self.fget, fset, self.fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def deleter(self, fdel):
        result = type(self)(self.fget, self.fset, fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result
