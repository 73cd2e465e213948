# enum: Enum, IntEnum, StrEnum, Flag, IntFlag and their helpers, as CPython 3.11's
# Lib/enum.py behaves (reprs, str/format, error messages). Written for pyeval over its
# metaclasses; not a copy of CPython's code. Not provided: pickling by reduce (copy
# works: members copy to themselves).
import sys as _sys
from types import MappingProxyType as _MappingProxyType

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
           'ReprEnum', 'auto', 'unique', 'property', 'member', 'nonmember',
           'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP',
           'global_flag_repr', 'global_enum_repr', 'global_str', 'global_enum',
           'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE',
           'pickle_by_global_name', 'pickle_by_enum_name']

# builtins this module shadows (property) or whose names are parameters (type)
_builtin_bin = bin
_builtin_property = property
_builtin_type = type

_SUNDERS = ('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
            '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_')


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_'
            and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == '_' and name[1:2] != '_'
            and name[-2:-1] != '_')


def _is_private(cls_name, name):
    pattern = '_%s__' % (cls_name.lstrip('_'), )
    return (len(name) > len(pattern) and name.startswith(pattern)
            and name[len(pattern)] != '_' and (name[-1] != '_' or name[-2] != '_'))


_FunctionType = type(lambda: None)


def _is_descriptor(obj):
    # pyeval's function, classmethod and staticmethod types have no __get__ attribute
    if isinstance(obj, (_FunctionType, classmethod, staticmethod)):
        return True
    t = type(obj)
    return hasattr(t, '__get__') or hasattr(t, '__set__') or hasattr(t, '__delete__')


def _bin(num, max_bits=None):
    ceiling = 2 ** num.bit_length()
    if num >= 0:
        s = _builtin_bin(num + ceiling).replace('1', '0', 1)
    else:
        s = _builtin_bin(~num ^ (ceiling - 1) + ceiling)
    sign, digits = s[:3], s[3:]
    if max_bits is not None and len(digits) < max_bits:
        digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


def _bits(num):
    # the single-bit values of a non-negative int, lowest first
    while num:
        low = num & -num
        yield low
        num ^= low


class _AutoNull:
    def __repr__(self):
        return '_auto_null'


_auto_null = _AutoNull()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % self.value


class member:
    """Forces item to become an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class nonmember:
    """Protects item from becoming an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class property:
    """A property for enum members (name, value, ...): on a member it calls fget; looked
    up on the class it finds the member of that name, if any."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or (fget.__doc__ if fget is not None else None)
        self.name = getattr(fget, '__name__', None)
        self.clsname = None
        self.member = None

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.member is not None:
                return self.member
            raise AttributeError(self.name)
        if self.fget is None:
            if self.member is not None:
                return self.member
            raise AttributeError('%r has no attribute %r' % (type(instance), self.name))
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("<enum %r> cannot set attribute %r"
                                 % (self.clsname, self.name))
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("<enum %r> cannot delete attribute %r"
                                 % (self.clsname, self.name))
        self.fdel(instance)

    def getter(self, fget):
        return type(self)(fget, self.fset, self.fdel, self.__doc__)

    def setter(self, fset):
        return type(self)(self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return type(self)(self.fget, self.fset, fdel, self.__doc__)


class _EnumDict(dict):
    """The class namespace of an enum: records member names in order and resolves
    auto() values as they are assigned."""

    def __init__(self):
        super().__init__()
        self._member_names = {}
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._cls_name = None
        self._generate_next_value = None

    def __setitem__(self, key, value):
        if self._cls_name is not None and _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key not in _SUNDERS:
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use'
                                 % (key, ))
            if key == '_generate_next_value_':
                if self._auto_called:
                    raise TypeError("_generate_next_value_ must be defined before members")
                self._generate_next_value = getattr(value, '__func__', value)
            elif key == '_ignore_':
                if isinstance(value, str):
                    value = value.replace(',', ' ').split()
                else:
                    value = list(value)
                self._ignore = value
                already = set(value) & set(self._member_names)
                if already:
                    raise ValueError('_ignore_ cannot specify already set names: %r'
                                     % (already, ))
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
        elif key in self._member_names:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value):
            pass
        else:
            if key in self:
                raise TypeError('%r already defined as %r' % (key, self[key]))
            if isinstance(value, member):
                value = value.value
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = self._generate_next_value(
                        key, 1, len(self._member_names), self._last_values[:])
                    self._auto_called = True
                value = value.value
            elif isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
                parts = []
                for v in value:
                    if isinstance(v, auto):
                        if v.value is _auto_null:
                            v.value = self._generate_next_value(
                                key, 1, len(self._member_names), self._last_values[:])
                            self._auto_called = True
                        v = v.value
                    parts.append(v)
                value = tuple(parts)
            self._member_names[key] = None
            self._last_values.append(value)
        super().__setitem__(key, value)

    def update(self, members, **more):
        items = members.items() if hasattr(members, 'keys') else members
        for k, v in items:
            self[k] = v
        for k, v in more.items():
            self[k] = v


def _find_data_type(bases):
    # the mixed-in data type of an enum (int for IntEnum), or object
    found = set()
    for chain in bases:
        candidate = None
        for base in chain.__mro__:
            if base is object:
                continue
            if isinstance(base, EnumType):
                if base._member_type_ is not object:
                    found.add(base._member_type_)
                    break
            elif ('__new__' in base.__dict__ or '__init__' in base.__dict__
                  or base.__module__ == 'builtins'):
                found.add(candidate or base)
                break
            else:
                candidate = candidate or base
    if len(found) > 1:
        raise TypeError('too many data types for %r: %r' % (bases, found))
    return found.pop() if found else object


def _get_mixins(class_name, bases):
    if not bases:
        return object, Enum
    for chain in bases:
        for base in chain.__mro__:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError("<enum %r> cannot extend %r" % (class_name, base))
    first_enum = bases[-1]
    if not isinstance(first_enum, EnumType):
        raise TypeError("new enumerations should be created as "
                        "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
    return _find_data_type(bases), first_enum


class EnumType(type):
    """Metaclass for Enum"""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        if kwds.get('_simple'):
            return {}
        classdict = _EnumDict()
        classdict._cls_name = cls
        if bases:
            _get_mixins(cls, bases)
            first_enum = bases[-1]
            gnv = getattr(first_enum, '_generate_next_value_', None)
            classdict._generate_next_value = getattr(gnv, '__func__', gnv)
        return classdict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if _simple:
            return super().__new__(metacls, cls, bases, classdict, **kwds)
        # a plain dict (type('X', (SomeEnum,), {})) fails here, as in CPython
        names = list(classdict._member_names)
        member_type, first_enum = _get_mixins(cls, bases)
        values = {name: classdict[name] for name in names}
        ns = {k: v for k, v in classdict.items() if k not in values}
        ns.pop('_ignore_', None)
        order = ns.pop('_order_', None)
        new_member = ns.get('__new__')
        if new_member is None:
            new_member = getattr(first_enum, '_new_member_', None)
        if new_member is None:
            new_member = object.__new__ if member_type is object else member_type.__new__
        use_args = not (member_type is object and new_member is object.__new__)
        ns['_new_member_'] = new_member
        ns['_use_args_'] = use_args
        ns['_member_names_'] = []
        ns['_member_map_'] = {}
        ns['_value2member_map_'] = {}
        ns['_unhashable_values_'] = []
        ns['_member_type_'] = member_type
        ns['_value_repr_'] = getattr(first_enum, '_value_repr_', None)
        if Flag is not None and issubclass(first_enum, Flag):
            ns['_boundary_'] = boundary or getattr(first_enum, '_boundary_', None)
            ns['_flag_mask_'] = 0
            ns['_singles_mask_'] = 0
            ns['_all_bits_'] = 0
            ns['_inverted_'] = None
        if ReprEnum is not None and issubclass(first_enum, ReprEnum):
            # ReprEnum keeps the data type's str() and format()
            if '__format__' not in ns:
                ns['__format__'] = member_type.__format__
            if '__str__' not in ns:
                s = member_type.__str__
                if s is object.__str__:
                    s = member_type.__repr__
                ns['__str__'] = s
        enum_class = super().__new__(metacls, cls, bases, ns, **kwds)
        # the data type's repr/str/format/reduce must not shadow the enum's (unless the
        # class defines them itself)
        for name in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
            if name not in ns:
                enum_method = getattr(first_enum, name)
                found_method = getattr(enum_class, name)
                if found_method is getattr(object, name) or \
                        found_method is getattr(member_type, name):
                    type.__setattr__(enum_class, name, enum_method)
        for name in names:
            _add_member(enum_class, name, values[name])
        if Flag is not None and issubclass(enum_class, Flag):
            _finish_flag(enum_class)
        if order is not None:
            if isinstance(order, str):
                order = order.replace(',', ' ').split()
            if order != enum_class._member_names_:
                raise TypeError('member order does not match _order_:\n  %r\n  %r'
                                % (enum_class._member_names_, order))
        return enum_class

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None,
                 start=1, boundary=None):
        if names is None:
            return cls._lookup_(value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (_builtin_type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    @_builtin_property
    def __members__(cls):
        return _MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get('_member_map_', {})
        if name in member_map:
            raise AttributeError('cannot reassign member %r' % (name, ))
        super().__setattr__(name, value)

    def _lookup_(cls, value):
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
        # an exception from _missing_ propagates as is
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT \
                and isinstance(result, int):
            return result  # EJECT: the plain int
        if result is None:
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        raise TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                        % (cls.__name__, result))

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        metacls = cls.__class__
        bases = (cls, ) if type is None else (type, cls)
        classdict = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            for count, name in enumerate(original_names):
                value = first_enum_gnv(cls)(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        if module is not None:
            classdict['__module__'] = module
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)


EnumMeta = EnumType


def first_enum_gnv(cls):
    gnv = cls._generate_next_value_
    return getattr(gnv, '__func__', gnv)


def _add_member(enum_class, name, value):
    member_type = enum_class._member_type_
    args = value if isinstance(value, tuple) else (value, )
    if member_type is tuple:
        args = (args, )
    new = enum_class._new_member_
    if enum_class._use_args_:
        m = new(enum_class, *args)
    else:
        m = new(enum_class)
    if not hasattr(m, '_value_'):
        if member_type is object:
            m._value_ = value
        else:
            try:
                m._value_ = member_type(*args)
            except Exception as exc:
                raise TypeError('_value_ not set in __new__, unable to create it') from None
    value = m._value_
    m._name_ = name
    m.__objclass__ = enum_class
    m.__init__(*args)
    m._sort_order_ = len(enum_class._member_names_)
    canonical = None
    try:
        canonical = enum_class._value2member_map_.get(value)
    except TypeError:
        for other in enum_class._member_map_.values():
            if other._value_ == value:
                canonical = other
                break
    is_flag = Flag is not None and issubclass(enum_class, Flag)
    if canonical is not None:
        m = canonical
    elif is_flag and isinstance(value, int) and (value == 0 or value & (value - 1)):
        pass  # a multi-bit flag value: an alias, not iterated
    else:
        enum_class._member_names_.append(name)
        if is_flag and isinstance(value, int):
            enum_class._flag_mask_ |= value
            enum_class._singles_mask_ |= value
    # members live in the class dict unless a descriptor (such as name/value) is there
    found = None
    for base in enum_class.__mro__[1:]:
        if name in base.__dict__:
            found = base.__dict__[name]
            break
    if isinstance(found, property):
        redirect = property()
        redirect.member = m
        redirect.name = name
        redirect.fget = found.fget
        redirect.clsname = found.clsname
        type.__setattr__(enum_class, name, redirect)
    else:
        type.__setattr__(enum_class, name, m)
    enum_class._member_map_[name] = m
    try:
        enum_class._value2member_map_.setdefault(value, m)
    except TypeError:
        enum_class._unhashable_values_.append(value)


def _finish_flag(cls):
    for m in cls._member_map_.values():
        v = m._value_
        if isinstance(v, int) and v > 0:
            cls._flag_mask_ |= v
    mask = cls._flag_mask_
    type.__setattr__(cls, '_all_bits_', 2 ** mask.bit_length() - 1 if mask else 0)
    values = [cls._member_map_[n]._value_ for n in cls._member_names_]
    try:
        by_def = values != sorted(values)
    except TypeError:
        by_def = False
    type.__setattr__(cls, '_by_def_', by_def)


class Enum(metaclass=EnumType, _simple=True):
    """Create a collection of name/value pairs."""

    _member_names_ = []
    _member_map_ = {}
    _value2member_map_ = {}
    _unhashable_values_ = []
    _member_type_ = object
    _new_member_ = None
    _use_args_ = False
    _value_repr_ = None

    def __new__(cls, value):
        return cls._lookup_(value)

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last_value = sorted(last_values).pop()
        except TypeError:
            raise TypeError('unable to sort non-numeric values') from None
        try:
            return last_value + 1
        except TypeError:
            raise TypeError('unable to increment %r' % (last_value, )) from None

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        if self.__class__._member_type_ is not object and self.__class__._value_repr_ is None:
            v_repr = self.__class__._member_type_.__repr__
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_, )

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


Flag = None
ReprEnum = None


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints"""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings"""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values, ))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError('%r is not a string' % (values[0], ))
        if len(values) >= 2 and not isinstance(values[1], str):
            raise TypeError('encoding must be a string, not %r' % (values[1], ))
        if len(values) == 3 and not isinstance(values[2], str):
            raise TypeError('errors must be a string, not %r' % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class FlagBoundary(StrEnum):
    """Control how out of range values are handled."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=STRICT):
    """Support for flags"""

    _numeric_repr_ = repr

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = last_value.bit_length() - 1
        except Exception:
            raise TypeError('invalid flag value %r' % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_by_value_(cls, value):
        # only the defined bits: a KEEP class's pseudo-members for extra bits (K(8))
        # sit in _value2member_map_ too, but are not members
        for bit in _bits(value & cls._flag_mask_):
            m = cls._value2member_map_.get(bit)
            if m is not None:
                yield m

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _iter_member_(cls, value):
        # by value, or in definition order when the members were not defined ascending
        if cls.__dict__.get('_by_def_'):
            return cls._iter_member_by_def_(value)
        return cls._iter_member_by_value_(value)

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        boundary = cls._boundary_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if boundary is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                                 % (cls, value, _bin(value, max_bits),
                                    _bin(flag_mask, max_bits)))
            elif boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** (value.bit_length())) + value
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, boundary))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        member_value = value & flag_mask
        if unknown and boundary is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]'
                             % (cls.__name__, value, unknown, _builtin_bin(unknown)))
        member_type = cls._member_type_
        if member_type is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = member_type.__new__(cls, value)
        if not hasattr(pseudo, '_value_'):
            pseudo._value_ = value
        if member_value or unknown:
            members = list(cls._iter_member_(member_value))
            name = '|'.join(m._name_ for m in members)
            if unknown:
                name = (name + '|' if name else '') + cls._numeric_repr_(unknown)
            pseudo._name_ = name
        else:
            pseudo._name_ = None
        pseudo = cls._value2member_map_.setdefault(value, pseudo)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo
        return pseudo

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return self._value_.bit_count()

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self.__class__._member_type_ is not object and self.__class__._value_repr_ is None:
            v_repr = self.__class__._member_type_.__repr__
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    def __invert__(self):
        if self._inverted_ is None:
            if self._boundary_ in (EJECT, KEEP):
                self._inverted_ = self.__class__(~self._value_)
            else:
                self._inverted_ = self.__class__(self._flag_mask_ & ~self._value_)
        return self._inverted_

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


Flag._boundary_ = STRICT
Flag._inverted_ = None
Flag._flag_mask_ = Flag._singles_mask_ = Flag._all_bits_ = 0


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags"""

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif isinstance(other, int):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif isinstance(other, int):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif isinstance(other, int):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__
    __invert__ = Flag.__invert__


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration


def show_flag_values(value):
    return list(_bits(value))


def pickle_by_global_name(self, proto):
    return self.name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)


def _module_tail(member):
    return member.__class__.__module__.rpartition('.')[2]


def global_enum_repr(self):
    return '%s.%s' % (_module_tail(self), self._name_)


def global_flag_repr(self):
    module = _module_tail(self)
    if self._name_ is None:
        return '%s.%s(%r)' % (module, self.__class__.__name__, self._value_)
    # CPython tests the member itself, so a plain Flag (no int arithmetic) raises
    # TypeError here, as it does there
    if self != 0 and self & (self - 1) == 0:
        return '%s.%s' % (module, self._name_)
    keep = self._boundary_ is KEEP
    return '|'.join(n if keep and n[0].isdigit() else '%s.%s' % (module, n)
                    for n in self._name_.split('|'))


def global_str(self):
    if self._name_ is None:
        return '%s(%r)' % (self.__class__.__name__, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """Members' reprs name their module rather than their class, and the members
    become globals of that module."""
    cls.__repr__ = global_flag_repr if issubclass(cls, Flag) else global_enum_repr
    if update_str or not issubclass(cls, ReprEnum):
        cls.__str__ = global_str
    _sys.modules[cls.__module__].__dict__.update(cls.__members__)
    return cls


class EnumCheck(StrEnum):
    """various conditions to check an enumeration for"""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Check an enumeration for various constraints (see EnumCheck)."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        if issubclass(enumeration, Flag):
            kind = 'flag'
        elif issubclass(enumeration, Enum):
            kind = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in self.checks:
            if check is UNIQUE:
                _verify_unique(enumeration)
            elif check is CONTINUOUS:
                _verify_continuous(enumeration, kind)
            elif check is NAMED_FLAGS:
                _verify_named_flags(enumeration)
        return enumeration


def _verify_unique(enumeration):
    aliases = ['%s -> %s' % (name, m.name)
               for name, m in enumeration.__members__.items() if name != m.name]
    if aliases:
        raise ValueError('aliases found in %r: %s' % (enumeration, ', '.join(aliases)))


def _verify_continuous(enumeration, kind):
    values = {m.value for m in enumeration}
    if len(values) < 2:
        return
    low, high = min(values), max(values)
    if kind == 'flag':
        wanted = (2 ** i for i in range(low.bit_length(), high.bit_length() - 1))
    else:
        wanted = range(low + 1, high)
    missing = [v for v in wanted if v not in values]
    if missing:
        # CPython cuts the message at 256 characters
        raise ValueError(('invalid %s %r: missing values %s' % (
            kind, enumeration.__name__, ', '.join(str(v) for v in missing)))[:256])


def _verify_named_flags(enumeration):
    canonical = enumeration._member_names_
    values = [m.value for m in enumeration]
    names = []
    missing = 0
    for name, alias in enumeration._member_map_.items():
        if name in canonical or alias.value < 0:
            continue
        missed = [v for v in _bits(alias.value) if v not in values]
        if missed:
            names.append(name)
            for v in missed:
                missing |= v
    if not names:
        return
    if len(names) == 1:
        alias = 'alias %s is missing' % names[0]
    else:
        alias = 'aliases %s and %s are missing' % (', '.join(names[:-1]), names[-1])
    if missing & (missing - 1) == 0:
        value = 'value 0x%x' % missing
    else:
        value = 'combined values of 0x%x' % missing
    raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]'
                     % (enumeration.__name__, alias, value))
