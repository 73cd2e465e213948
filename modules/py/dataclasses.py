# dataclasses - pyeval's own implementation of CPython 3.11's dataclasses module.
#
# The behaviour, messages and generated methods follow CPython 3.11 (Lib/dataclasses.py
# is the reference, not the source). __init__ is generated as source text and exec'd, as
# CPython does, because its signature (defaults, keyword-only markers, the "missing
# argument" messages) must be a real function's; the other methods are closures over the
# field names, which behave the same and cost no parse.
#
# Differences (docs/differences.md): pyeval functions have no __code__, so a class whose
# __init__ is not the generated one gets __doc__ = its bare name when the signature cannot
# be read from the fields.

import copy as _copy
import sys as _sys

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY',
           'MISSING', 'fields', 'asdict', 'astuple', 'make_dataclass', 'replace',
           'is_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()

_EMPTY_METADATA = type(type.__dict__)({})


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'
_POST_INIT_NAME = '__post_init__'


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        # a class shows by its bare name, anything else (a string, an alias) by repr
        shown = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return 'dataclasses.InitVar[%s]' % shown

    def __class_getitem__(cls, type):
        return InitVar(type)


# the attributes Field's repr shows as name=repr, in order
_FIELD_REPR_ATTRS = ('name', 'type', 'default', 'default_factory', 'init', 'repr', 'hash',
                     'compare', 'metadata', 'kw_only')


def _attr_items(obj, attrs):
    # 'a=repr,b=repr' for the repr of Field and _DataclassParams
    return ','.join(['%s=%r' % (attr, getattr(obj, attr)) for attr in attrs])


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init',
                 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata,
                 kw_only):
        # name, type and kind are filled in when the class is processed
        self.name = self.type = self._field_type = None
        self.default, self.default_factory = default, default_factory
        self.init, self.repr, self.hash, self.compare = init, repr, hash, compare
        # metadata is read-only: a mapping proxy over the given mapping
        self.metadata = (_EMPTY_METADATA if metadata is None
                         else type(type.__dict__)(metadata))
        self.kw_only = kw_only

    def __repr__(self):
        # the kind prints by its name (str), the rest by repr, without blanks
        shown = _attr_items(self, _FIELD_REPR_ATTRS)
        return 'Field(%s,_field_type=%s)' % (shown, self._field_type)

    def __set_name__(self, owner, name):
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        for attr, value in zip(self.__slots__, (init, repr, eq, order, unsafe_hash, frozen)):
            setattr(self, attr, value)

    def __repr__(self):
        return '_DataclassParams(%s)' % _attr_items(self, self.__slots__)


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


# ---- recognising ClassVar, InitVar and KW_ONLY annotations ---------------------------

def _is_classvar(a_type, typing):
    return (a_type is typing.ClassVar
            or (type(a_type) is typing._GenericAlias
                and a_type.__origin__ is typing.ClassVar))


def _is_initvar(a_type, dataclasses):
    return a_type is dataclasses.InitVar or type(a_type) is dataclasses.InitVar


def _is_kw_only(a_type, dataclasses):
    return a_type is dataclasses.KW_ONLY


def _string_head(annotation):
    # "typing.ClassVar[int]" -> ('typing', 'ClassVar'); "ClassVar" -> (None, 'ClassVar');
    # anything that does not start with a (dotted) identifier -> None.
    s = annotation.strip()
    end = 0
    while end < len(s) and (s[end].isalnum() or s[end] in '_.'):
        end += 1
    head = s[:end]
    if not head or not (end == len(s) or s[end] in '[ \t'):
        return None
    parts = [p.strip() for p in head.split('.')]
    if len(parts) == 1 and parts[0].isidentifier():
        return None, parts[0]
    if len(parts) == 2 and parts[0].isidentifier() and parts[1].isidentifier():
        return parts[0], parts[1]
    return None


def _is_type(annotation, cls, a_module, a_type, is_type_predicate):
    # A string annotation names a_type when its head, looked up in the class's module,
    # is a_type (or a_module.a_type through a name bound to a_module).
    head = _string_head(annotation)
    if head is None:
        return False
    module_name, name = head
    ns = getattr(_sys.modules.get(cls.__module__), '__dict__', None)
    if module_name is None:
        return ns is not None and is_type_predicate(ns.get(name), a_module)
    if ns is not None and ns.get(module_name) is a_module:
        return is_type_predicate(getattr(a_module, name, None), a_module)
    return False


def _field_kind(cls, a_type):
    # _FIELD_CLASSVAR, _FIELD_INITVAR or _FIELD for an annotation; a string one is
    # resolved through the module it names (typing is only consulted once imported)
    typing = _sys.modules.get('typing')
    if typing and (_is_classvar(a_type, typing) or (
            isinstance(a_type, str) and
            _is_type(a_type, cls, typing, typing.ClassVar, _is_classvar))):
        return _FIELD_CLASSVAR
    me = _sys.modules[__name__]
    if _is_initvar(a_type, me) or (
            isinstance(a_type, str) and _is_type(a_type, cls, me, me.InitVar, _is_initvar)):
        return _FIELD_INITVAR
    return _FIELD


def _get_field(cls, a_name, a_type, default_kw_only):
    found = getattr(cls, a_name, MISSING)
    if isinstance(found, Field):
        f = found
    else:
        # a __slots__ entry is a member descriptor, not a default
        slot = type(found).__name__ == 'member_descriptor'
        f = field(default=MISSING if slot else found)
    f.name, f.type = a_name, a_type
    kind = f._field_type = _field_kind(cls, a_type)
    if kind is not _FIELD and f.default_factory is not MISSING:
        raise TypeError(f'field {f.name} cannot have a default factory')
    if kind is _FIELD_CLASSVAR:
        if f.kw_only is not MISSING:
            raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    elif f.kw_only is MISSING:
        f.kw_only = default_kw_only
    # an unhashable default is taken for a mutable one (list, dict, set)
    if kind is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')
    return f


# ---- the generated methods -----------------------------------------------------------

def _set_qualname(cls, fn):
    if isinstance(fn, type(_set_qualname)):
        fn.__qualname__ = f'{cls.__qualname__}.{fn.__name__}'
    return fn


def _set_new_attribute(cls, name, value):
    # Never overwrites what the class defines itself; True when it already did.
    present = name in cls.__dict__
    if not present:
        setattr(cls, name, _set_qualname(cls, value))
    return present


def _field_value_expr(f, ns, slots):
    # the expression __init__ assigns to the field (its default objects go into ns as
    # _dflt_NAME), or None when __init__ leaves the field alone
    dflt = '_dflt_' + f.name
    if f.default_factory is not MISSING:
        ns[dflt] = f.default_factory
        if not f.init:
            return dflt + '()'
        # the parameter's sentinel default means "call the factory"
        return f'{dflt}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}'
    has_default = f.default is not MISSING
    if f.init or (slots and has_default):
        if has_default:
            ns[dflt] = f.default
        # with slots a non-init default is no class attribute: __init__ sets it
        return f.name if f.init else dflt
    return None


def _field_init(f, frozen, ns, self_name, slots):
    value = _field_value_expr(f, ns, slots)
    if value is None or f._field_type is _FIELD_INITVAR:
        return None
    if frozen:
        return f'__dataclass_builtins_object__.__setattr__({self_name},{f.name!r},{value})'
    return f'{self_name}.{f.name}={value}'


def _init_param(f):
    # 'NAME:_type_NAME', with the default the parameter binds, if any
    if f.default is not MISSING:
        return f'{f.name}:_type_{f.name}=_dflt_{f.name}'
    tail = '=_HAS_DEFAULT_FACTORY' if f.default_factory is not MISSING else ''
    return f'{f.name}:_type_{f.name}{tail}'


def _init_fn(fields, std_fields, kw_only_fields, frozen, has_post_init, self_name,
             slots):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} follows default argument')
    ns = {f'_type_{f.name}': f.type for f in fields}
    ns.update({'MISSING': MISSING, '_HAS_DEFAULT_FACTORY': _HAS_DEFAULT_FACTORY,
               '__dataclass_builtins_object__': object, '_return_type': None})
    body = []
    for f in fields:
        line = _field_init(f, frozen, ns, self_name, slots)
        if line:
            body.append(line)
    if has_post_init:
        params = ','.join(f.name for f in fields if f._field_type is _FIELD_INITVAR)
        body.append(f'{self_name}.{_POST_INIT_NAME}({params})')
    if not body:
        body = ['pass']
    params = [_init_param(f) for f in std_fields]
    if kw_only_fields:
        params += ['*'] + [_init_param(f) for f in kw_only_fields]
    src = (f'def __init__({",".join([self_name] + params)})->_return_type:\n'
           + ''.join(f'  {line}\n' for line in body))
    exec(src, ns)
    return ns['__init__']


def _repr_fn(names):
    # ids of the instances whose repr is under way: a cycle back to one prints '...'
    active = set()

    def __repr__(self):
        me = id(self)
        if me in active:
            return '...'
        active.add(me)
        try:
            inner = ', '.join([f'{n}={getattr(self, n)!r}' for n in names])
        finally:
            active.discard(me)
        return f'{self.__class__.__qualname__}({inner})'
    __repr__._pyeval_dataclass_repr = True  # pprint lays out what this repr prints
    return __repr__


def _values(obj, names):
    return tuple([getattr(obj, n) for n in names])


def _cmp_fn(name, op, names):
    # __eq__ and the orderings: compare the field tuples of two instances of the same
    # class, NotImplemented otherwise
    def fn(self, other):
        if other.__class__ is self.__class__:
            return op(_values(self, names), _values(other, names))
        return NotImplemented
    fn.__name__ = name
    return fn


def _eq_fn(names):
    return _cmp_fn('__eq__', lambda a, b: a == b, names)


def _order_fns(names):
    return [_cmp_fn('__lt__', lambda a, b: a < b, names),
            _cmp_fn('__le__', lambda a, b: a <= b, names),
            _cmp_fn('__gt__', lambda a, b: a > b, names),
            _cmp_fn('__ge__', lambda a, b: a >= b, names)]


def _hash_fn(names):
    def __hash__(self):
        return hash(_values(self, names))
    return __hash__


def _frozen_fns(cls, names):
    names = frozenset(names)

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)
    return [__setattr__, __delattr__]


def _hash_add(cls, fields):
    flds = [f.name for f in fields if (f.compare if f.hash is None else f.hash)]
    return _set_qualname(cls, _hash_fn(flds))


def _hash_exception(cls, fields):
    raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')


# (unsafe_hash, eq, frozen, has_explicit_hash) -> what happens to __hash__:
# None leaves it, 'none' sets it to None, a function makes it.
def _hash_action(unsafe_hash, eq, frozen, explicit):
    if not unsafe_hash:
        if not eq or explicit:
            return None
        return _hash_add if frozen else 'none'
    return _hash_exception if explicit else _hash_add


# ---- __doc__: the signature text inspect.signature would give ------------------------

def _format_annotation(a):
    if getattr(a, '__module__', None) == 'typing':
        return repr(a).replace('typing.', '')
    if isinstance(a, type) and type(a).__name__ != 'types.GenericAlias':
        if a.__module__ == 'builtins':
            return a.__qualname__
        return a.__module__ + '.' + a.__qualname__
    if type(a).__name__ in ('GenericAlias', 'types.GenericAlias'):
        return str(a)
    return repr(a)


def _format_param(f):
    text = f'{f.name}: {_format_annotation(f.type)}'
    if f.default is not MISSING:
        text += f' = {f.default!r}'
    elif f.default_factory is not MISSING:
        text += ' = <factory>'
    return text


def _doc_signature(cls, std_fields, kw_only_fields, generated_init):
    init = getattr(cls, '__init__', None)
    if init is object.__init__:
        return '()'
    if init is not generated_init:
        return ''
    params = [_format_param(f) for f in std_fields]
    if kw_only_fields:
        params += ['*'] + [_format_param(f) for f in kw_only_fields]
    return '(' + ', '.join(params) + ')'


# ---- the decorator -------------------------------------------------------------------

def _collect_fields(cls, kw_only):
    fields = {}
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True
    cls_annotations = cls.__dict__.get('__annotations__', {})
    cls_fields = []
    kw_only_seen = False
    me = _sys.modules[__name__]
    for name, a_type in cls_annotations.items():
        if (_is_kw_only(a_type, me)
                or (isinstance(a_type, str)
                    and _is_type(a_type, cls, me, me.KW_ONLY, _is_kw_only))):
            if kw_only_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY '
                                'has already been specified')
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, a_type, kw_only))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in list(cls.__dict__.items()):
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    return fields, has_dataclass_bases, any_frozen_base


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                   slots, weakref_slot):
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))
    fields, has_bases, any_frozen_base = _collect_fields(cls, kw_only)
    if has_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    setattr(cls, _FIELDS, fields)
    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING
                             or (class_hash is None and '__eq__' in cls.__dict__))
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    all_init_fields = [f for f in fields.values()
                       if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_fields = tuple(f for f in all_init_fields if f.init and not f.kw_only)
    kw_only_fields = tuple(f for f in all_init_fields if f.init and f.kw_only)
    generated_init = None
    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        generated_init = _init_fn(all_init_fields, std_fields, kw_only_fields, frozen,
                                  has_post_init,
                                  '__dataclass_self__' if 'self' in fields else 'self',
                                  slots)
        _set_new_attribute(cls, '__init__', generated_init)
    field_list = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn([f.name for f in field_list if f.repr]))
    compared = [f.name for f in field_list if f.compare]
    if eq:
        _set_new_attribute(cls, '__eq__', _eq_fn(compared))
    if order:
        for fn in _order_fns(compared):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} '
                                f'in class {cls.__name__}. Consider using '
                                'functools.total_ordering')
    if frozen:
        for fn in _frozen_fns(cls, [f.name for f in field_list]):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} '
                                f'in class {cls.__name__}')
    action = _hash_action(bool(unsafe_hash), bool(eq), bool(frozen), has_explicit_hash)
    if action == 'none':
        cls.__hash__ = None
    elif action is not None:
        cls.__hash__ = action(cls, field_list)
    if not getattr(cls, '__doc__'):
        cls.__doc__ = cls.__name__ + _doc_signature(cls, std_fields, kw_only_fields,
                                                    generated_init)
    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_fields))
    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)
    return cls


def _base_slots(cls):
    # The slot names the bases already provide (and __dict__/__weakref__ when a base
    # has them), so the new class does not repeat them.
    seen = set()
    for base in cls.__mro__[1:-1]:
        slots = base.__dict__.get('__slots__')
        if slots is None:
            seen.update(('__dict__', '__weakref__'))
        elif isinstance(slots, str):
            seen.add(slots)
        else:
            seen.update(slots)
    return seen


def _add_slots(cls, is_frozen, weakref_slot):
    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    inherited = _base_slots(cls)
    slots = tuple(n for n in field_names if n not in inherited)
    if weakref_slot and '__weakref__' not in inherited:
        slots += ('__weakref__',)
    if '__slots__' in cls.__dict__:
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    cls_dict['__slots__'] = slots
    for name in field_names:
        cls_dict.pop(name, None)
    cls_dict.pop('__dict__', None)
    cls_dict.pop('__weakref__', None)
    qualname = getattr(cls, '__qualname__', None)
    cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        cls.__qualname__ = qualname
    if is_frozen:
        def __getstate__(self):
            return [getattr(self, f.name) for f in fields(self)]

        def __setstate__(self, state):
            for f, value in zip(fields(self), state):
                object.__setattr__(self, f.name, value)
        if '__getstate__' not in cls_dict:
            cls.__getstate__ = _set_qualname(cls, __getstate__)
        if '__setstate__' not in cls_dict:
            cls.__setstate__ = _set_qualname(cls, __setstate__)
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
              slots=False, weakref_slot=False):
    options = (init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots,
               weakref_slot)

    def wrap(cls):
        return _process_class(cls, *options)
    # bare @dataclass gets the class; @dataclass(...) wants the decorator back
    return wrap if cls is None else wrap(cls)


# ---- the functions -------------------------------------------------------------------

def _is_plain_field(f):
    # fields() leaves out ClassVar and InitVar pseudo-fields
    return f._field_type is _FIELD


def fields(class_or_instance):
    table = getattr(class_or_instance, _FIELDS, _NOT_DATACLASS)
    if table is _NOT_DATACLASS:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(filter(_is_plain_field, table.values()))


_NOT_DATACLASS = object()


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _deep_convert(obj, dict_factory, True)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _deep_convert(obj, tuple_factory, False)


def _deep_convert(obj, factory, keyed):
    # asdict (keyed: (name, value) pairs) and astuple share the walk: a dataclass
    # instance becomes factory(its converted fields), lists, tuples and dicts are
    # rebuilt with their own type, anything else is deep-copied. One frame per
    # dataclass level, as CPython's, so deep nesting overflows alike.
    if _is_dataclass_instance(obj):
        items = []
        for f in fields(obj):
            value = _deep_convert(getattr(obj, f.name), factory, keyed)
            items.append((f.name, value) if keyed else value)
        return factory(items)
    kind = type(obj)
    if isinstance(obj, dict):
        return kind((_deep_convert(k, factory, keyed), _deep_convert(v, factory, keyed))
                    for k, v in obj.items())
    if not isinstance(obj, (list, tuple)):
        return _copy.deepcopy(obj)
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        # a namedtuple's constructor takes its items as separate arguments
        return kind(*[_deep_convert(v, factory, keyed) for v in obj])
    return kind(_deep_convert(v, factory, keyed) for v in obj)


def _carry_over(obj, f, changes):
    # one field's part in replace(): refuse a change __init__ cannot take, demand an
    # InitVar without default, and pass on the current value of an unchanged field
    name, kind = f.name, f._field_type
    if kind is _FIELD_CLASSVAR or (f.init and name in changes):
        return
    if not f.init:
        if name in changes:
            raise ValueError(f'field {name} is declared with init=False, it cannot be '
                             'specified with replace()')
    elif kind is _FIELD_INITVAR and f.default is MISSING:
        raise ValueError(f'InitVar {name!r} must be specified with replace()')
    else:
        changes[name] = getattr(obj, name)


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in getattr(obj, _FIELDS).values():
        _carry_over(obj, f, changes)
    return obj.__class__(**changes)


_KEYWORDS = frozenset([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
    'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from',
    'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass',
    'raise', 'return', 'try', 'while', 'with', 'yield'])


_NO_DEFAULT = object()


def _field_spec(item):
    # (name, type, default or _NO_DEFAULT) of one make_dataclass field entry
    if isinstance(item, str):
        return item, 'typing.Any', _NO_DEFAULT
    size = len(item)
    if size == 2:
        name, tp = item
        return name, tp, _NO_DEFAULT
    if size != 3:
        raise TypeError(f'Invalid field: {item!r}')
    name, tp, spec = item
    return name, tp, spec


def _check_field_name(name, taken):
    if not isinstance(name, str) or not name.isidentifier():
        raise TypeError(f'Field names must be valid identifiers: {name!r}')
    if name in _KEYWORDS:
        raise TypeError(f'Field names must not be keywords: {name!r}')
    if name in taken:
        raise TypeError(f'Field name duplicated: {name!r}')


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False,
                   match_args=True, kw_only=False, slots=False, weakref_slot=False):
    annotations = {}
    defaults = {}
    for item in fields:
        name, tp, spec = _field_spec(item)
        _check_field_name(name, annotations)
        annotations[name] = tp
        if spec is not _NO_DEFAULT:
            defaults[name] = spec
    # the class body: the given namespace, the defaults, then the annotations
    ns = {} if namespace is None else dict(namespace)
    ns.update(defaults)
    ns['__annotations__'] = annotations
    ns.setdefault('__module__', 'types')
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen, match_args=match_args,
                     kw_only=kw_only, slots=slots, weakref_slot=weakref_slot)
