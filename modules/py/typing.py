TYPE_CHECKING = False

def _type_repr(obj):
    # how an argument is shown: a class by its qualified name (bare for builtins),
    # the Ellipsis as '...', a plain function by its name, anything else by repr()
    if isinstance(obj, type):
        where = obj.__module__
        return obj.__qualname__ if where == 'builtins' else f'{where}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    return obj.__name__ if type(obj).__name__ == 'function' else repr(obj)

def _tuple(params):
    # the type arguments as CPython's _type_convert makes them: None is NoneType and
    # a string is a ForwardRef
    params = params if isinstance(params, tuple) else (params,)
    return tuple(type(None) if p is None else ForwardRef(p) if isinstance(p, str) else p
                 for p in params)

class _Final:
    pass

class _GenericAlias(_Final):
    def __init__(self, origin, args, name=None, inst=True):
        self.__origin__ = origin
        self.__args__ = args
        self._name = name
        self._inst = inst
    def __repr__(self):
        # an empty argument list shows as Tuple[()]
        head = f'typing.{self._name}' if self._name else _type_repr(self.__origin__)
        shown = ', '.join(map(_type_repr, self.__args__)) if self.__args__ else '()'
        return f'{head}[{shown}]'
    def __getitem__(self, params):
        return _GenericAlias(self.__origin__, _tuple(params), self._name, self._inst)
    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")
        return self.__origin__(*args, **kwargs)
    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__
    def __hash__(self):
        return hash((self.__origin__, self.__args__))
    def __or__(self, other):
        return Union[self, other]
    def __ror__(self, other):
        return Union[other, self]
    def __mro_entries__(self, bases):
        return (self.__origin__,)
    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

class _CallableAlias(_GenericAlias):
    def __repr__(self):
        if len(self.__args__) == 2 and self.__args__[0] is ...:
            return f'typing.Callable[..., {_type_repr(self.__args__[1])}]'
        params = ', '.join(_type_repr(a) for a in self.__args__[:-1])
        return f'typing.Callable[[{params}], {_type_repr(self.__args__[-1])}]'

class _SpecialGenericAlias(_Final):
    def __init__(self, origin, name, nparams=-1, inst=True):
        self.__origin__ = origin
        self._name = name
        self._nparams = nparams
        self._inst = inst
    def __repr__(self):
        return 'typing.' + self._name
    def __getitem__(self, params):
        params = _tuple(params)
        if self._name == 'Callable':
            if len(params) != 2:
                raise TypeError("Callable must be used as Callable[[arg, ...], result].")
            args, result = params
            if args is ...:
                return _CallableAlias(self.__origin__, (...,) + _tuple(result), 'Callable')
            return _CallableAlias(self.__origin__, _tuple(tuple(args)) + _tuple(result), 'Callable')
        if self._name == 'Tuple' and params == ((),):
            params = ()
        if self._nparams >= 0 and len(params) != self._nparams and self._name != 'Tuple':
            many = 'many' if len(params) > self._nparams else 'few'
            raise TypeError(f"Too {many} arguments for {self!r}; actual {len(params)}, expected {self._nparams}")
        return _GenericAlias(self.__origin__, params, self._name, self._inst)
    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; use {self.__origin__.__name__}() instead")
        return self.__origin__(*args, **kwargs)
    def __or__(self, other):
        return Union[self, other]
    def __ror__(self, other):
        return Union[other, self]
    def __mro_entries__(self, bases):
        return (self.__origin__,)
    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))
    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if isinstance(cls, _GenericAlias):
            raise TypeError("Subscripted generics cannot be used with class and instance checks")
        if isinstance(self.__origin__, _Placeholder):
            return _abc_subclass(self._name, cls)
        return issubclass(cls, self.__origin__)

class _SpecialForm(_Final):
    def __init__(self, name, getitem=None):
        self._name = name
        self._getitem = getitem
    def __repr__(self):
        return 'typing.' + self._name
    def __getitem__(self, params):
        if self._getitem is None:
            raise TypeError(f"{self!r} is not subscriptable")
        return self._getitem(self, params)
    def __call__(self, *args, **kwargs):
        if self._name == 'Any':
            raise TypeError("Any cannot be instantiated")
        raise TypeError(f"Cannot instantiate {self!r}")
    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")
    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")
    def __or__(self, other):
        return Union[self, other]
    def __ror__(self, other):
        return Union[other, self]
    def __eq__(self, other):
        return self is other
    def __hash__(self):
        return hash(self._name)

_UnionType = type(int | str)

class _UnionGenericAlias(_GenericAlias):
    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))
    def __subclasscheck__(self, cls):
        return any(issubclass(cls, arg) for arg in self.__args__)
    def __repr__(self):
        # a two-member union with None is shown as Optional of the other member
        members = self.__args__
        if len(members) == 2:
            first_none, second_none = (m is type(None) for m in members)
            if first_none or second_none:
                other = members[1] if first_none else members[0]
                return f'typing.Optional[{_type_repr(other)}]'
        return f"typing.Union[{', '.join(map(_type_repr, members))}]"
    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)
    def __hash__(self):
        return hash(frozenset(self.__args__))

def _union(self, params):
    if params == ():
        raise TypeError("Cannot take a Union of no types.")
    params = _tuple(params)
    flat = []
    for p in params:
        if p is None:
            p = type(None)
        if isinstance(p, (_UnionGenericAlias, _UnionType)):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    out = []
    for p in flat:
        if p not in out:
            out.append(p)
    if len(out) == 1:
        return out[0]
    return _UnionGenericAlias(self, tuple(out), 'Union')

def _optional(self, params):
    if isinstance(params, tuple):
        raise TypeError(f"{self} requires a single type. Got {params!r:.100}.")
    return Union[params, None]

class _LiteralAlias(_GenericAlias):
    def __repr__(self):
        return 'typing.Literal[' + ', '.join(repr(a) for a in self.__args__) + ']'

def _literal(self, params):
    return _LiteralAlias(self, params if isinstance(params, tuple) else (params,), 'Literal')

def _one(self, params):
    params = _tuple(params)
    if len(params) != 1:
        raise TypeError(f"{self._name} accepts only single type.")
    return _GenericAlias(self, params, self._name)

def _any_params(self, params):
    return _GenericAlias(self, _tuple(params), self._name)

class _AnnotatedAlias(_GenericAlias):
    def __repr__(self):
        return 'typing.Annotated[' + ', '.join([_type_repr(self.__origin__)] + [repr(a) for a in self.__metadata__]) + ']'

def _annotated(self, params):
    params = params if isinstance(params, tuple) else (params,)
    if len(params) < 2:
        raise TypeError("Annotated[...] should be used with at least two arguments (a type and an annotation).")
    origin = _tuple(params[0])[0]  # the metadata stays as given
    a = _AnnotatedAlias(origin, (origin,), None)
    a.__metadata__ = params[1:]
    return a

Any = _SpecialForm('Any')
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')
Union = _SpecialForm('Union', _union)
Optional = _SpecialForm('Optional', _optional)
Literal = _SpecialForm('Literal', _literal)
ClassVar = _SpecialForm('ClassVar', _one)
Final = _SpecialForm('Final', _one)
TypeGuard = _SpecialForm('TypeGuard', _one)
Required = _SpecialForm('Required', _one)
NotRequired = _SpecialForm('NotRequired', _one)
Unpack = _SpecialForm('Unpack', _one)
Concatenate = _SpecialForm('Concatenate', _any_params)
Annotated = _SpecialForm('Annotated', _annotated)

# The collections.abc checks behind isinstance(x, Iterable) and friends: structural
# ones look for the methods along the MRO (a None entry blocks), the others are the
# builtin classes collections.abc registers.
_ABC_METHODS = {
    'Iterable': ('__iter__',), 'Iterator': ('__iter__', '__next__'), 'Sized': ('__len__',),
    'Container': ('__contains__',), 'Collection': ('__len__', '__iter__', '__contains__'),
    'Reversible': ('__reversed__', '__iter__'), 'Callable': ('__call__',),
    'Hashable': ('__hash__',), 'ContextManager': ('__enter__', '__exit__'),
    'Generator': ('__iter__', '__next__', 'send', 'throw', 'close'),
    'Awaitable': ('__await__',), 'Coroutine': ('__await__', 'send', 'throw', 'close'),
    'AsyncIterable': ('__aiter__',), 'AsyncIterator': ('__aiter__', '__anext__'),
    'AsyncContextManager': ('__aenter__', '__aexit__'), 'SupportsInt': ('__int__',),
    'SupportsFloat': ('__float__',), 'SupportsComplex': ('__complex__',),
    'SupportsBytes': ('__bytes__',), 'SupportsIndex': ('__index__',),
    'SupportsAbs': ('__abs__',), 'SupportsRound': ('__round__',),
}

def _abc_registered(name):
    keys, values, items = type({}.keys()), type({}.values()), type({}.items())
    return {
        'Sequence': (list, tuple, str, range, bytes, bytearray),
        'MutableSequence': (list, bytearray), 'ByteString': (bytes, bytearray),
        'Mapping': (dict,), 'MutableMapping': (dict,),
        'AbstractSet': (set, frozenset, keys, items), 'MutableSet': (set,),
        'KeysView': (keys,), 'ValuesView': (values,), 'ItemsView': (items,),
        'MappingView': (keys, values, items),
    }.get(name, ())

def _abc_subclass(name, cls):
    if not isinstance(cls, type):
        raise TypeError("issubclass() arg 1 must be a class")
    methods = _ABC_METHODS.get(name)
    if methods is None:
        return issubclass(cls, _abc_registered(name))
    if name == 'Reversible' and issubclass(cls, _abc_registered('Sequence')):
        return True
    for m in methods:
        for base in cls.__mro__:
            if m in base.__dict__:
                if base.__dict__[m] is None:
                    return False
                break
        else:
            return False
    return True

class _Placeholder:
    def __init__(self, name):
        self.__name__ = self.__qualname__ = name

def _origin(name):
    try:
        return {'list': list, 'dict': dict, 'tuple': tuple, 'type': type, 'str': str,
                'set': set, 'frozenset': frozenset}[name]
    except NameError:
        return _Placeholder(name)
    except KeyError:
        return _Placeholder(name)

List = _SpecialGenericAlias(list, 'List', 1, False)
Dict = _SpecialGenericAlias(dict, 'Dict', 2, False)
Tuple = _SpecialGenericAlias(tuple, 'Tuple', -1, False)
Type = _SpecialGenericAlias(type, 'Type', 1)
try:
    Set = _SpecialGenericAlias(set, 'Set', 1, False)
    FrozenSet = _SpecialGenericAlias(frozenset, 'FrozenSet', 1, False)
except NameError:
    Set = _SpecialGenericAlias(_Placeholder('set'), 'Set', 1, False)
    FrozenSet = _SpecialGenericAlias(_Placeholder('frozenset'), 'FrozenSet', 1, False)
Callable = _SpecialGenericAlias(_Placeholder('Callable'), 'Callable', 2)
Text = str

def _abc(name, n=1):
    return _SpecialGenericAlias(_Placeholder(name), name, n)

for _name, _n in (('Iterable', 1), ('Iterator', 1), ('Generator', 3), ('Sequence', 1),
                  ('MutableSequence', 1), ('Mapping', 2), ('MutableMapping', 2),
                  ('Collection', 1), ('Container', 1), ('AbstractSet', 1), ('MutableSet', 1),
                  ('Reversible', 1), ('Awaitable', 1), ('Coroutine', 3), ('AsyncIterable', 1),
                  ('AsyncIterator', 1), ('AsyncGenerator', 2), ('ContextManager', 1),
                  ('AsyncContextManager', 1), ('Deque', 1), ('DefaultDict', 2),
                  ('OrderedDict', 2), ('Counter', 1), ('ChainMap', 2), ('ItemsView', 2),
                  ('KeysView', 1), ('ValuesView', 1), ('MappingView', 1), ('Pattern', 1),
                  ('Match', 1), ('IO', 1), ('Hashable', 0), ('Sized', 0), ('ByteString', 0),
                  ('TextIO', 0), ('BinaryIO', 0), ('SupportsInt', 0), ('SupportsFloat', 0),
                  ('SupportsComplex', 0), ('SupportsBytes', 0), ('SupportsIndex', 0),
                  ('SupportsAbs', 0), ('SupportsRound', 0)):
    globals()[_name] = _abc(_name, _n)
del _name, _n

class TypeVar(_Final):
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__constraints__ = constraints
        self.__bound__ = bound
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
    def __repr__(self):
        prefix = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return prefix + self.__name__
    def __or__(self, other):
        return Union[self, other]
    def __ror__(self, other):
        return Union[other, self]

class ParamSpec(TypeVar):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        super().__init__(name, bound=bound, covariant=covariant, contravariant=contravariant)

class TypeVarTuple(_Final):
    def __init__(self, name):
        self.__name__ = name
    def __repr__(self):
        return self.__name__

try:
    AnyStr = TypeVar('AnyStr', bytes, str)
except NameError:
    AnyStr = TypeVar('AnyStr', str, str)

class Generic:
    def __class_getitem__(cls, params):
        if cls is Generic or cls is Protocol:
            return cls
        return cls

_PROTOCOL_EXCLUDED = frozenset((
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__',
    '__module__', '__new__', '__slots__', '__subclasshook__', '__weakref__',
    '__class_getitem__', '__parameters__', '__orig_bases__', '__orig_class__',
    '_is_protocol', '_is_runtime_protocol', '__qualname__', '__init_subclass__',
    '__instancecheck__', '__subclasscheck__'))

def _protocol_member_names(base):
    # what one class of a protocol's MRO declares: its namespace, then the names it
    # only annotates; typing's and abc's bookkeeping names are left out
    declared = list(base.__dict__) + list(base.__dict__.get('__annotations__', {}))
    return [n for n in declared if not n.startswith('_abc_') and n not in _PROTOCOL_EXCLUDED]


def _get_protocol_attrs(cls):
    # a dict keeps first-seen order without duplicates (object itself is skipped)
    found = {}
    for base in cls.__mro__[:-1]:
        if base.__name__ not in ('Protocol', 'Generic'):
            found.update(dict.fromkeys(_protocol_member_names(base)))
    return list(found)

def _is_callable_members_only(cls):
    return all(callable(getattr(cls, attr, None)) for attr in _get_protocol_attrs(cls))

class Protocol(Generic):
    _is_protocol = True
    _is_runtime_protocol = False
    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
    # isinstance/issubclass call these for a class whose _is_protocol is true
    # (builtins/functions.c), as CPython's _ProtocolMeta does.
    @classmethod
    def __instancecheck__(cls, instance):
        if cls is Protocol or not cls._is_runtime_protocol:
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        for attr in _get_protocol_attrs(cls):
            if not hasattr(instance, attr):
                return False
            if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                return False
        return True
    @classmethod
    def __subclasscheck__(cls, other):
        if cls is Protocol or not cls._is_runtime_protocol:
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if not _is_callable_members_only(cls):
            raise TypeError("Protocols with non-method members don't support issubclass()")
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        for attr in _get_protocol_attrs(cls):
            for base in other.__mro__:
                if attr in base.__dict__:
                    if base.__dict__[attr] is None:
                        return False
                    break
            else:
                return False
        return True

def runtime_checkable(cls):
    if not issubclass(cls, Generic) or not cls.__dict__.get('_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls

def cast(typ, val):
    return val

def assert_type(val, typ):
    return val

def reveal_type(obj):
    return obj

def assert_never(arg):
    raise AssertionError("Expected code to be unreachable, but got: " + repr(arg)[:100])

def overload(func):
    def _overload_dummy(*args, **kwds):
        raise NotImplementedError(
            "You should not call an overloaded function. "
            "A series of @typing.overload-decorated functions "
            "outside a stub module should always be followed "
            "by an implementation that is not @typing.overload-decorated.")
    return _overload_dummy

def _mark(obj, flag):
    # set a marker attribute for introspection; objects that take no new attributes
    # (builtins, slotted instances) simply stay unmarked
    try:
        setattr(obj, flag, True)
    except (AttributeError, TypeError):
        pass


def final(f):
    _mark(f, '__final__')
    return f

def no_type_check(arg):
    return arg

def no_type_check_decorator(decorator):
    return decorator

def dataclass_transform(**kwargs):
    return lambda cls: cls

_BuiltinGenericAlias = type(list[int])

def _real_origin(origin):
    # typing's aliases of the collections.abc classes were made before that module
    # could be imported; get_origin answers with the class itself, as CPython
    if isinstance(origin, _Placeholder):
        import collections.abc
        return getattr(collections.abc, origin.__name__, origin)
    return origin

def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _SpecialGenericAlias)):
        if isinstance(tp, _UnionGenericAlias):
            return Union
        return _real_origin(tp.__origin__)
    if isinstance(tp, _BuiltinGenericAlias):
        return tp.__origin__
    if isinstance(tp, _UnionType):
        return _UnionType
    if tp is Generic:
        return Generic
    return None

def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _CallableAlias):
        if tp.__args__ and tp.__args__[0] is ...:
            return tp.__args__
        return (list(tp.__args__[:-1]), tp.__args__[-1])
    if isinstance(tp, (_GenericAlias, _UnionType, _BuiltinGenericAlias)):
        return tp.__args__
    return ()

def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            hints.update(base.__dict__.get('__annotations__', {}))
        return hints
    hints.update(getattr(obj, '__annotations__', {}) or {})
    return hints

class ForwardRef(_Final):
    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        self.__forward_arg__ = arg
    def __repr__(self):
        return f'ForwardRef({self.__forward_arg__!r})'
    def __eq__(self, other):
        return isinstance(other, ForwardRef) and self.__forward_arg__ == other.__forward_arg__
    def __hash__(self):
        return hash(self.__forward_arg__)

class NewType:
    def __init__(self, name, tp):
        self.__qualname__ = self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'
    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'
    def __call__(self, x):
        return x
    def __or__(self, other):
        return Union[self, other]
    def __ror__(self, other):
        return Union[other, self]

# ---- NamedTuple ---------------------------------------------------------------------
try:
    class _NTBase(tuple):
        __slots__ = ()
        def __new__(cls, *args, **kwargs):
            return tuple.__new__(cls, cls._bind(args, kwargs))
    _NT_TUPLE = True
except NotImplementedError:
    # tuple cannot be subclassed yet: a record class that behaves as a tuple
    _NT_TUPLE = False
    class _NTBase:
        def __new__(cls, *args, **kwargs):
            self = object.__new__(cls)
            object.__setattr__(self, '_values', tuple(cls._bind(args, kwargs)))
            return self
        def __setattr__(self, name, value):
            raise AttributeError(f"'{type(self).__name__}' object attribute '{name}' is read-only")
        def __getitem__(self, i): return self._values[i]
        def __len__(self): return len(self._values)
        def __iter__(self): return iter(self._values)
        def __contains__(self, x): return x in self._values
        def __hash__(self): return hash(self._values)
        def __eq__(self, o): return self._values == (o._values if isinstance(o, _NTBase) else o)
        def __ne__(self, o): return not self == o
        def __lt__(self, o): return self._values < (o._values if isinstance(o, _NTBase) else o)
        def __le__(self, o): return self._values <= (o._values if isinstance(o, _NTBase) else o)
        def __gt__(self, o): return self._values > (o._values if isinstance(o, _NTBase) else o)
        def __ge__(self, o): return self._values >= (o._values if isinstance(o, _NTBase) else o)
        def __add__(self, o): return self._values + tuple(o)
        def __radd__(self, o): return tuple(o) + self._values
        def __mul__(self, n): return self._values * n
        def index(self, x): return self._values.index(x)
        def count(self, x): return self._values.count(x)

def _nt_bind(cls, args, kwargs):
    fields = cls._fields
    name = cls.__name__
    if len(args) > len(fields):
        raise TypeError(f"{name}.__new__() takes {len(fields) + 1} positional arguments but {len(args) + 1} were given")
    values = list(args)
    missing = []
    for f in fields[len(args):]:
        if f in kwargs:
            values.append(kwargs.pop(f))
        elif f in cls._field_defaults:
            values.append(cls._field_defaults[f])
        else:
            missing.append(f)
    for f in fields[:len(args)]:
        if f in kwargs:
            raise TypeError(f"{name}.__new__() got multiple values for argument '{f}'")
    if kwargs:
        k = next(iter(kwargs))
        raise TypeError(f"{name}.__new__() got an unexpected keyword argument '{k}'")
    if missing:
        names = [repr(m) for m in missing]
        if len(names) == 1:
            text = names[0]
        elif len(names) == 2:
            text = names[0] + ' and ' + names[1]
        else:
            text = ', '.join(names[:-1]) + ', and ' + names[-1]
        s = '' if len(missing) == 1 else 's'
        raise TypeError(f"{name}.__new__() missing {len(missing)} required positional argument{s}: {text}")
    return values

def _nt_repr(self):
    return type(self).__name__ + '(' + ', '.join(f'{f}={v!r}' for f, v in zip(self._fields, self)) + ')'

def _nt_getnewargs(self):
    return tuple(self)

def _nt_asdict(self):
    return dict(zip(self._fields, self))

def _nt_replace(self, **kwds):
    values = [kwds.pop(f, v) for f, v in zip(self._fields, self)]
    if kwds:
        raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
    return type(self)(*values)

def _nt_make(cls, iterable):
    values = tuple(iterable)
    if len(values) != len(cls._fields):
        raise TypeError(f'Expected {len(cls._fields)} arguments, got {len(values)}')
    return cls(*values)

def _nt_field(i):
    return property(lambda self: self[i], doc=f'Alias for field number {i}')

def _nt_new(cls, fields, defaults):
    # a real function with the fields as parameters, as collections.namedtuple
    # makes, so argument errors are raised at the call, with CPython's messages
    ns = {'_tuple_new': tuple.__new__}
    params = []
    for i, f in enumerate(fields):
        if f in defaults:
            ns[f'_d{i}'] = defaults[f]
            params.append(f'{f}=_d{i}')
        else:
            params.append(f)
    body = ', '.join(fields) + (',' if len(fields) == 1 else '')
    src = f"def __new__(_cls, {', '.join(params)}):\n"
    exec(src + f'    return _tuple_new(_cls, ({body}))', ns)
    new = ns['__new__']
    new.__qualname__ = f'{cls.__name__}.__new__'
    return staticmethod(new)

def _nt_setup(cls, fields, defaults):
    if _NT_TUPLE and '__new__' not in cls.__dict__:
        cls.__new__ = _nt_new(cls, fields, defaults)
    cls._fields = tuple(fields)
    cls._field_defaults = dict(defaults)
    cls.__match_args__ = tuple(fields)
    cls._bind = classmethod(_nt_bind)
    cls._make = classmethod(_nt_make)
    cls._asdict = _nt_asdict
    cls.__getnewargs__ = _nt_getnewargs
    cls._replace = _nt_replace
    if '__repr__' not in cls.__dict__:
        cls.__repr__ = _nt_repr
    for i, f in enumerate(fields):
        setattr(cls, f, _nt_field(i))
    return cls

class NamedTuple(_NTBase):
    def __new__(cls, *args, **kwargs):
        if cls is NamedTuple:
            if len(args) == 1 and not kwargs:
                raise TypeError("NamedTuple.__new__() missing 1 required positional argument: 'fields'")
            typename = args[0]
            fields = args[1] if len(args) > 1 else list(kwargs.items())
            cls = type(typename, (NamedTuple,), {'__annotations__': dict(fields), '__module__': '__main__'})
            _nt_from_class(cls)
            return cls
        return _NTBase.__new__(cls, *args, **kwargs)
    def __init_subclass__(cls, **kwargs):
        _nt_from_class(cls)

def _nt_from_class(cls):
        ann = cls.__dict__.get('__annotations__', {})
        fields = list(ann)
        defaults = {}
        for f in fields:
            if f in cls.__dict__:
                defaults[f] = cls.__dict__[f]
            elif defaults:
                raise TypeError(f"Non-default namedtuple field {f} cannot follow default field{'s' if len(defaults) > 1 else ''} {', '.join(defaults)}")
        _nt_setup(cls, fields, defaults)

# ---- TypedDict ----------------------------------------------------------------------
class TypedDict(dict):
    def __new__(cls, *args, **kwargs):
        if cls is TypedDict:
            typename = args[0]
            fields = args[1] if len(args) > 1 else {}
            cls = type(typename, (TypedDict,), {'__annotations__': dict(fields), '__module__': '__main__'})
            cls.__init_subclass__()
            return cls
        return dict(*args, **kwargs)
    def __init_subclass__(cls, total=True, **kwargs):
        cls.__total__ = total
        ann = {}
        for base in reversed(cls.__mro__):
            ann.update(base.__dict__.get('__annotations__', {}))
        cls.__annotations__ = ann
        try:
            cls.__required_keys__ = frozenset(ann) if total else frozenset()
            cls.__optional_keys__ = frozenset() if total else frozenset(ann)
        except NameError:
            pass

def is_typeddict(tp):
    return isinstance(tp, type) and issubclass(tp, TypedDict) and tp is not TypedDict

