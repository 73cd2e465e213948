# unittest.mock - pyeval's own mock objects: Mock, MagicMock, NonCallableMock,
# call, ANY, sentinel, DEFAULT, and patch (context manager and decorator),
# patch.object and patch.dict, with CPython 3.11's assertion messages.
#
# Each mock gets a class of its own (made in __new__), so that magic methods set on
# one mock live on its type, where Python looks them up, without touching others.

import sys
import functools

__all__ = ('Mock', 'MagicMock', 'NonCallableMock', 'NonCallableMagicMock', 'patch',
           'sentinel', 'DEFAULT', 'ANY', 'call', 'create_autospec', 'FILTER_DIR',
           'PropertyMock', 'mock_open', 'seal')

FILTER_DIR = True


# ---- sentinels and ANY ---------------------------------------------------------------

class _SentinelObject:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return 'sentinel.%s' % self.name

    def __reduce__(self):
        return 'sentinel.%s' % self.name


class _Sentinels:
    def __init__(self):
        self._made = {}

    def __getattr__(self, name):
        if name == '__bases__':
            raise AttributeError
        return self._made.setdefault(name, _SentinelObject(name))


sentinel = _Sentinels()
DEFAULT = sentinel.DEFAULT
_missing = sentinel.MISSING


class _AnyValue:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = None

    def __repr__(self):
        return '<ANY>'


ANY = _AnyValue()


def _repr_or_object(obj):
    try:
        return repr(obj)
    except Exception:
        return object.__repr__(obj)


def _signature_text(name, args, kwargs):
    # "name(1, 'a', key=2)"
    shown = [repr(a) for a in args] + ['%s=%r' % kv for kv in kwargs.items()]
    return '%s(%s)' % (name, ', '.join(shown))


# ---- call objects ------------------------------------------------------------------

def _call_parts(parts, name):
    # (name, args, kwargs) from the forms a call is written in: (name, args, kwargs),
    # (args, kwargs), (name, args), (name, kwargs), (args,), (kwargs,), (name,), ()
    fields = {'name': name, 'args': (), 'kwargs': {}}
    if len(parts) == 3:
        return parts
    if len(parts) == 2 and not isinstance(parts[0], str):
        return name, parts[0], parts[1]
    for part in parts:
        key = 'name' if isinstance(part, str) else (
            'args' if isinstance(part, tuple) else 'kwargs')
        fields[key] = part
    return fields['name'], fields['args'], fields['kwargs']


class _Call(tuple):
    # A recorded or expected call: (name, args, kwargs). `call` builds them
    # (call(1), call.method(2), call()(3)); two compare equal when their args and
    # kwargs do, and their names when both have one.
    def __new__(cls, value=(), name='', parent=None, two=False, from_kall=True):
        found = _call_parts(tuple(value), name)
        return tuple.__new__(cls, found[1:] if two else found)

    def __init__(self, value=(), name=None, parent=None, two=False, from_kall=True):
        self._mock_name = name
        self._mock_parent = parent
        self._mock_from_kall = from_kall

    def _parts(self):
        # (name, args, kwargs); a two-item call (call_args) has the name ''
        if len(self) == 2:
            return '', self[0], self[1]
        return tuple(self)

    def __eq__(self, other):
        # names count only when this call has one; the other side's args are
        # compared first, so that ANY inside them matches
        try:
            size = len(other)
        except TypeError:
            return NotImplemented
        if size > 3:
            return False
        mine = self._parts()
        theirs = other._parts() if isinstance(other, _Call) else _Call(other)._parts()
        if mine[0] and theirs[0] != mine[0]:
            return False
        return (tuple(theirs[1]), theirs[2]) == (tuple(mine[1]), mine[2])

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = None

    def __call__(self, *args, **kwargs):
        if self._mock_name is None:
            return _Call(('', args, kwargs), name='()')
        return _Call((self._mock_name, args, kwargs), name=self._mock_name + '()',
                     parent=self)

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        if self._mock_name is None:
            return _Call(name=attr, from_kall=False)
        return _Call(name='%s.%s' % (self._mock_name, attr), parent=self,
                     from_kall=False)

    @property
    def args(self):
        return self._parts()[1]

    @property
    def kwargs(self):
        return self._parts()[2]

    def count(self, *args, **kwargs):
        return self.__getattr__('count')(*args, **kwargs)

    def index(self, *args, **kwargs):
        return self.__getattr__('index')(*args, **kwargs)

    def __repr__(self):
        name, args, kwargs = self._parts()
        if not self._mock_from_kall:
            name = self._mock_name or 'call'
            return 'call' + name if name.startswith('()') else name
        if not name:
            name = 'call'
        else:
            name = 'call' + (name if name.startswith('()') else '.' + name)
        return _signature_text(name, args, kwargs)

    def call_list(self):
        # the calls along a chained call (call(1)(2) gives two), outermost first
        links = [self]
        while links[-1]._mock_parent is not None:
            links.append(links[-1]._mock_parent)
        return _CallList(link for link in reversed(links) if link._mock_from_kall)


call = _Call(from_kall=False)


class _CallList(list):
    def __contains__(self, value):
        # a list of calls "contains" another list when it appears as a run
        if not isinstance(value, list):
            return list.__contains__(self, value)
        n = len(value)
        return any(self[i:i + n] == value for i in range(len(self) - n + 1))

    def __repr__(self):
        return repr(list(self))


# ---- mocks -------------------------------------------------------------------------

def _is_exception(obj):
    return isinstance(obj, BaseException) or (isinstance(obj, type) and
                                              issubclass(obj, BaseException))


_ASSERT_PREFIXES = ('assert', 'assret', 'asert', 'aseert', 'assrt')


class NonCallableMock:
    def __new__(cls, *args, **kwargs):
        own = type(cls.__name__, (cls,), {'__doc__': cls.__doc__})
        return object.__new__(own)

    def __init__(self, spec=None, wraps=None, name=None, spec_set=None, parent=None,
                 _spec_state=None, _new_name='', _new_parent=None, **kwargs):
        state = {'_mock_parent': parent, '_mock_name': name,
                 '_mock_new_name': _new_name, '_mock_new_parent': _new_parent,
                 '_mock_children': {}, '_mock_wraps': wraps,
                 '_mock_return_value': DEFAULT, '_mock_side_effect': None,
                 '_mock_methods': None, '_spec_class': None,
                 'method_calls': _CallList(), 'mock_calls': _CallList(),
                 'call_args_list': _CallList(), 'call_count': 0, 'call_args': None,
                 '_mock_sealed': False}
        self.__dict__.update(state)
        self._mock_add_spec(spec_set if spec_set is not None else spec)
        self.configure_mock(**kwargs)

    def _mock_add_spec(self, spec):
        if spec is None:
            return
        if isinstance(spec, list) and all(isinstance(s, str) for s in spec):
            methods = spec
        else:
            methods = dir(spec)
            self.__dict__['_spec_class'] = spec if isinstance(spec, type) else type(spec)
        self.__dict__['_mock_methods'] = methods

    @property
    def __class__(self):
        spec = self.__dict__.get('_spec_class')
        return type(self) if spec is None else spec

    def configure_mock(self, **kwargs):
        # dotted names configure children: configure_mock(**{'a.b.return_value': 1})
        for dotted in sorted(kwargs, key=lambda k: k.count('.')):
            *path, last = dotted.split('.')
            target = self
            for part in path:
                target = getattr(target, part)
            setattr(target, last, kwargs[dotted])

    def _get_return_value(self):
        value = self.__dict__['_mock_return_value']
        if value is DEFAULT:
            value = self._child_mock(_new_parent=self, _new_name='()')
            self.__dict__['_mock_return_value'] = value
        return value

    def _set_return_value(self, value):
        self.__dict__['_mock_return_value'] = value

    return_value = property(_get_return_value, _set_return_value)

    def _get_side_effect(self):
        return self.__dict__['_mock_side_effect']

    def _set_side_effect(self, value):
        if value is not None and not callable(value) and not _is_exception(value):
            try:
                value = iter(value)
            except TypeError:
                pass
        self.__dict__['_mock_side_effect'] = value

    side_effect = property(_get_side_effect, _set_side_effect)

    @property
    def called(self):
        return self.call_count > 0

    def _child_mock(self, **kwargs):
        kind = type(self).__mro__[1]
        if issubclass(kind, NonCallableMagicMock) and not issubclass(kind, MagicMock):
            kind = MagicMock
        elif not issubclass(kind, CallableMixin):
            kind = MagicMock if issubclass(kind, MagicMixin) else Mock
        return kind(**kwargs)

    def __getattr__(self, name):
        if name.startswith('_mock_') or name == '_spec_class':
            raise AttributeError(name)
        methods = self.__dict__.get('_mock_methods')
        if methods is not None:
            if name not in methods:
                raise AttributeError('Mock object has no attribute %r' % name)
        elif name.startswith(_ASSERT_PREFIXES) or name.startswith('__') and name.endswith('__'):
            if not name.startswith('__'):
                raise AttributeError(
                    '%r is not a valid assertion. Use a spec for the mock if %r is '
                    'meant to be an attribute.' % (name, name))
            raise AttributeError(name)
        children = self.__dict__['_mock_children']
        child = children.get(name)
        if child is None:
            if self.__dict__.get('_mock_sealed'):
                raise AttributeError('%s.%s' % (self._path(), name))
            child = self._child_mock(parent=self, name=name, _new_name=name,
                                     _new_parent=self)
            children[name] = child
        return child

    def __setattr__(self, name, value):
        methods = self.__dict__.get('_mock_methods')
        special = name in ('return_value', 'side_effect') or name.startswith('_mock_')
        if methods is not None and not special and name not in methods and \
                name not in self.__dict__ and not name.startswith('_'):
            if self.__dict__.get('_spec_set'):
                raise AttributeError("Mock object has no attribute '%s'" % name)
        if isinstance(value, NonCallableMock) and not special:
            if value.__dict__['_mock_parent'] is None and value.__dict__['_mock_name'] is None:
                value.__dict__.update(_mock_parent=self, _mock_name=name,
                                      _mock_new_name=name, _mock_new_parent=self)
            self.__dict__['_mock_children'][name] = value
            return
        if name.startswith('__') and name.endswith('__') and name in _MAGICS:
            setattr(type(self), name, _magic_slot(value))
            return
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        children = self.__dict__['_mock_children']
        if name in children:
            del children[name]
            return
        object.__delattr__(self, name)

    def __dir__(self):
        own = set(self.__dict__['_mock_children']) | set(
            k for k in self.__dict__ if not k.startswith('_'))
        return sorted(own | set(dir(type(self))))

    def _path(self):
        # "mock.a.b()" for messages and reprs
        parts = []
        node = self
        while node is not None:
            name = node.__dict__['_mock_new_name'] or node.__dict__['_mock_name']
            parent = node.__dict__['_mock_new_parent'] or node.__dict__['_mock_parent']
            if parent is None:
                parts.append(node.__dict__['_mock_name'] or 'mock')
                break
            parts.append(name)
            node = parent
        text = ''
        for part in reversed(parts):
            text += part if part == '()' or not text else '.' + part
        return text

    def __repr__(self):
        name = self._path()
        spec = ''
        if self.__dict__['_spec_class'] is not None:
            spec = ' spec=%r' % self.__dict__['_spec_class'].__name__
        shown = '' if name == 'mock' else ' name=%r' % name
        return '<%s%s%s id=%r>' % (type(self).__name__, shown, spec, id(self))

    def reset_mock(self, visited=None, *, return_value=False, side_effect=False):
        # this mock, its children and its return value forget their calls (each
        # once: a mock can be reached twice)
        seen = [] if visited is None else visited
        if any(v is self for v in seen):
            return
        seen.append(self)
        d = self.__dict__
        d.update(call_count=0, call_args=None, call_args_list=_CallList(),
                 mock_calls=_CallList(), method_calls=_CallList())
        d.update({k: v for k, v, on in (('_mock_return_value', DEFAULT, return_value),
                                        ('_mock_side_effect', None, side_effect)) if on})
        below = list(d['_mock_children'].values()) + [d['_mock_return_value']]
        for i, other in enumerate(below):
            if isinstance(other, NonCallableMock) and other is not self:
                keep = i < len(below) - 1
                other.reset_mock(seen, return_value=keep and return_value,
                                 side_effect=keep and side_effect)

    def attach_mock(self, mock, attribute):
        mock.__dict__.update(_mock_parent=None, _mock_new_parent=None, _mock_name='',
                             _mock_new_name=None)
        setattr(self, attribute, mock)

    def mock_add_spec(self, spec, spec_set=False):
        self._mock_add_spec(spec)

    # -- assertions --

    def _label(self):
        return self.__dict__['_mock_name'] or 'mock'

    def _calls_repr(self, prefix='Calls'):
        if not self.mock_calls:
            return ''
        return '\n%s: %s.' % (prefix, _repr_or_object(self.mock_calls))

    def _format_mock_call_signature(self, args, kwargs):
        return _signature_text(self._label(), args, kwargs)

    def _format_mock_failure_message(self, args, kwargs, action='call'):
        actual = 'not called.' if self.call_args is None else \
            self._format_mock_call_signature(*self.call_args)
        return 'expected %s not found.\nExpected: %s\n  Actual: %s' % (
            action, self._format_mock_call_signature(args, kwargs), actual)

    def _times(self, text):
        raise AssertionError(text % (self._label(), self.call_count, self._calls_repr()))

    def assert_not_called(self):
        if self.call_count != 0:
            self._times("Expected '%s' to not have been called. Called %s times.%s")

    def assert_called(self):
        if self.call_count == 0:
            raise AssertionError("Expected '%s' to have been called." % self._label())

    def assert_called_once(self):
        if self.call_count != 1:
            self._times("Expected '%s' to have been called once. Called %s times.%s")

    def assert_called_with(self, /, *args, **kwargs):
        if self.call_args is None or self.call_args != _Call((args, kwargs), two=True):
            raise AssertionError(self._format_mock_failure_message(args, kwargs))

    def assert_called_once_with(self, /, *args, **kwargs):
        if self.call_count != 1:
            self._times("Expected '%s' to be called once. Called %s times.%s")
        return self.assert_called_with(*args, **kwargs)

    def assert_any_call(self, /, *args, **kwargs):
        wanted = _Call((args, kwargs), two=True)
        if wanted not in list(self.call_args_list):
            raise AssertionError('%s call not found'
                                 % self._format_mock_call_signature(args, kwargs))

    def assert_has_calls(self, calls, any_order=False):
        wanted = list(calls)
        made = self.mock_calls
        if not any_order:
            if wanted not in made:
                raise AssertionError('Calls not found.\nExpected: %r%s' % (
                    _CallList(wanted), self._calls_repr(prefix='  Actual').rstrip('.')))
            return
        remaining = list(made)
        missing = []
        for c in wanted:
            for i, have in enumerate(remaining):
                if have == c:
                    del remaining[i]
                    break
            else:
                missing.append(c)
        if missing:
            raise AssertionError('%r does not contain all of %r in its call list, found '
                                 '%r instead' % (self._label(), tuple(missing), made))


class CallableMixin:
    def __call__(self, /, *args, **kwargs):
        self._record_call(args, kwargs)
        return self._mock_call_result(args, kwargs)

    def _record_call(self, args, kwargs):
        d = self.__dict__
        d['call_count'] += 1
        d['call_args'] = _Call((args, kwargs), two=True)
        d['call_args_list'].append(d['call_args'])
        d['mock_calls'].append(_Call(('', args, kwargs)))
        # the parents record the call as theirs, under the path to this mock
        name = d['_mock_new_name']
        method_name = d['_mock_name']
        node = d['_mock_new_parent']
        method_parent = d['_mock_parent']
        do_method = method_name is not None
        while node is not None:
            if method_parent is not None and do_method:
                method_parent.__dict__['method_calls'].append(
                    _Call((method_name, args, kwargs)))
                up = method_parent.__dict__
                do_method = up['_mock_parent'] is not None
                if do_method:
                    method_name = up['_mock_name'] + '.' + method_name
                method_parent = up['_mock_parent']
            node.__dict__['mock_calls'].append(_Call((name, args, kwargs)))
            up = node.__dict__
            if up['_mock_new_parent'] is not None:
                sep = '' if name.startswith('()') else '.'
                name = up['_mock_new_name'] + sep + name
            node = up['_mock_new_parent']

    def _mock_call_result(self, args, kwargs):
        # side_effect first (raised, iterated or called); DEFAULT from it, or no
        # side_effect, falls back to wraps and then return_value
        d = self.__dict__
        effect = d['_mock_side_effect']
        value = DEFAULT if effect is None else _effect_value(effect, args, kwargs)
        if value is not DEFAULT:
            return value
        if d['_mock_wraps'] is not None and d['_mock_return_value'] is DEFAULT:
            return d['_mock_wraps'](*args, **kwargs)
        return self.return_value


def _effect_value(effect, args, kwargs):
    if _is_exception(effect):
        raise effect
    value = effect(*args, **kwargs) if callable(effect) else next(effect)
    if _is_exception(value) and not callable(effect):
        raise value
    return value


class Mock(CallableMixin, NonCallableMock):
    def __init__(self, spec=None, side_effect=None, return_value=DEFAULT, wraps=None,
                 name=None, spec_set=None, **kwargs):
        NonCallableMock.__init__(self, spec=spec, wraps=wraps, name=name,
                                 spec_set=spec_set, **kwargs)
        self.__dict__['_mock_return_value'] = return_value
        self.side_effect = side_effect


# ---- magic methods -----------------------------------------------------------------

def _magic_slot(value):
    # a value set as a magic method: a function becomes a method of the mock's class
    if isinstance(value, NonCallableMock) or not callable(value):
        def slot(self, *args, **kwargs):
            return value(*args, **kwargs)
        return slot
    return lambda self, *args, **kwargs: value(self, *args, **kwargs)


_MAGIC_DEFAULTS = {
    '__lt__': NotImplemented, '__gt__': NotImplemented, '__le__': NotImplemented,
    '__ge__': NotImplemented, '__int__': 1, '__contains__': False, '__len__': 0,
    '__exit__': False, '__complex__': 1j, '__float__': 1.0, '__bool__': True,
    '__index__': 1,
}

_MAGICS = set(
    '__lt__ __gt__ __le__ __ge__ __int__ __contains__ __len__ __exit__ __complex__ '
    '__float__ __bool__ __index__ __hash__ __str__ __sizeof__ __enter__ __iter__ '
    '__getitem__ __setitem__ __delitem__ __eq__ __ne__ __call__ __round__ __trunc__ '
    '__floor__ __ceil__ __abs__ __neg__ __pos__ __invert__ __add__ __sub__ __mul__ '
    '__truediv__ __floordiv__ __mod__ __pow__ __and__ __or__ __xor__ __lshift__ '
    '__rshift__ __radd__ __rsub__ __rmul__ __iadd__ __isub__ __imul__ __fspath__ '
    '__next__ __reversed__ __missing__ __format__ __divmod__ __matmul__'.split())

_WITHOUT_DEFAULT = ('__getitem__', '__setitem__', '__delitem__', '__enter__',
                    '__round__', '__trunc__', '__floor__', '__ceil__', '__abs__',
                    '__neg__', '__pos__', '__invert__', '__add__', '__sub__',
                    '__mul__', '__truediv__', '__floordiv__', '__mod__', '__pow__',
                    '__and__', '__or__', '__xor__', '__lshift__', '__rshift__',
                    '__radd__', '__rsub__', '__rmul__', '__next__', '__reversed__',
                    '__format__', '__divmod__', '__matmul__', '__fspath__')


class _MagicProxy:
    # a magic method of a MagicMock: a child mock made on first use
    def __init__(self, name):
        self.name = name

    def __get__(self, obj, kind=None):
        if obj is None:
            return self
        children = obj.__dict__['_mock_children']
        made = children.get(self.name)
        if made is None:
            made = MagicMock(parent=obj, name=self.name, _new_name=self.name,
                             _new_parent=obj)
            _configure_magic(obj, self.name, made)
            children[self.name] = made
        return made

    def __call__(self, owner, *args, **kwargs):
        # pyeval calls a special method found on the type without its __get__
        # (CPython binds it first): the same child mock is called either way
        return self.__get__(owner)(*args, **kwargs)


def _configure_magic(owner, name, mock):
    # the defaults CPython's MagicMock gives: fixed return values, or side effects
    # that defer to a return value set later
    if name in _MAGIC_DEFAULTS:
        mock.return_value = _MAGIC_DEFAULTS[name]
    elif name in _OBJECT_DEFAULTS:
        mock.return_value = getattr(object, name)(owner)
    elif name in _DEFERRING:
        mock.side_effect = _DEFERRING[name](mock, owner)


def _iter_effect(mock, owner):
    def effect():
        value = mock.__dict__['_mock_return_value']
        return iter([]) if value is DEFAULT else iter(value)
    return effect


def _eq_effect(mock, owner):
    def effect(other):
        value = mock.__dict__['_mock_return_value']
        if value is not DEFAULT:
            return value
        return True if owner is other else NotImplemented
    return effect


def _ne_effect(mock, owner):
    def effect(other):
        if mock.__dict__['_mock_return_value'] is not DEFAULT:
            return DEFAULT
        return False if owner is other else NotImplemented
    return effect


_OBJECT_DEFAULTS = ('__hash__', '__str__', '__sizeof__')
_DEFERRING = {'__iter__': _iter_effect, '__eq__': _eq_effect, '__ne__': _ne_effect}


class MagicMixin:
    def __init__(self, *args, **kwargs):
        kind = type(self)
        for name in _MAGICS:
            if name != '__call__' and name not in kind.__dict__:
                setattr(kind, name, _MagicProxy(name))
        super().__init__(*args, **kwargs)

    def _mock_set_magics(self):
        pass


class NonCallableMagicMock(MagicMixin, NonCallableMock):
    def mock_add_spec(self, spec, spec_set=False):
        self._mock_add_spec(spec)


class MagicMock(MagicMixin, Mock):
    def mock_add_spec(self, spec, spec_set=False):
        self._mock_add_spec(spec)


class PropertyMock(Mock):
    def _get_child_mock(self, **kwargs):
        return MagicMock(**kwargs)

    def __get__(self, obj, obj_type=None):
        return self()

    def __set__(self, obj, val):
        self(val)


def seal(mock):
    mock.__dict__['_mock_sealed'] = True
    for child in mock.__dict__['_mock_children'].values():
        if isinstance(child, NonCallableMock):
            seal(child)


def create_autospec(spec, spec_set=False, instance=False, _parent=None, _name=None,
                    **kwargs):
    kind = MagicMock if callable(spec) and not instance else NonCallableMagicMock
    return kind(spec=spec, **kwargs)


def mock_open(mock=None, read_data=''):
    raise NotImplementedError('pyeval: mock_open is not available (no files)')


# ---- patching ----------------------------------------------------------------------

def _resolve(dotted):
    # the object a dotted name names: a module from sys.modules (imported if
    # needed), then attributes
    parts = dotted.split('.')
    name = parts.pop(0)
    __import__(name)
    found = sys.modules[name]
    for part in parts:
        name += '.' + part
        try:
            found = getattr(found, part)
        except AttributeError:
            __import__(name)
            found = sys.modules[name]
    return found


def _split_target(target):
    # (a function giving the owner, the attribute) of 'package.module.attribute';
    # the owner is imported when the patch starts
    owner, dot, attribute = target.rpartition('.') if isinstance(target, str) else ('', '', '')
    if not dot or not owner:
        raise TypeError('Need a valid target to patch. You supplied: %r' % (target,))
    return (lambda: _resolve(owner)), attribute


class _patch:
    attribute_name = None

    def __init__(self, getter, attribute, new, spec, create, spec_set, autospec,
                 new_callable, kwargs):
        if new is not DEFAULT and new_callable is not None:
            raise ValueError("Cannot use 'new' and 'new_callable' together")
        self.getter, self.attribute, self.new = getter, attribute, new
        self.spec, self.create, self.spec_set = spec, create, spec_set
        self.autospec, self.new_callable, self.kwargs = autospec, new_callable, kwargs
        self.additional_patchers = []

    def copy(self):
        return _patch(self.getter, self.attribute, self.new, self.spec, self.create,
                      self.spec_set, self.autospec, self.new_callable, self.kwargs)

    def __call__(self, func):
        if isinstance(func, type):
            for name in dir(func):
                if name.startswith(patch.TEST_PREFIX):
                    value = getattr(func, name)
                    if callable(value):
                        setattr(func, name, self.copy()(value))
            return func
        return self._decorate(func)

    def _decorate(self, func):
        extra = getattr(func, 'patchings', None)
        if extra is not None:
            extra.append(self)
            return func

        @functools.wraps(func)
        def patched(*args, **kwargs):
            added = []
            entered = []
            try:
                for patching in patched.patchings:
                    value = patching.__enter__()
                    entered.append(patching)
                    if patching.new is DEFAULT:
                        added.append(value)
                return func(*args, *added, **kwargs)
            finally:
                for patching in reversed(entered):
                    patching.__exit__(*sys.exc_info())
        patched.patchings = [self]
        return patched

    def _original(self, target):
        found = target.__dict__.get(self.attribute, _missing) if hasattr(
            target, '__dict__') else _missing
        local = found is not _missing
        if not local:
            found = getattr(target, self.attribute, _missing)
        if found is _missing and not self.create:
            raise AttributeError('%s does not have the attribute %r'
                                 % (target, self.attribute))
        return found, local

    def _replacement(self, original):
        if self.new is not DEFAULT:
            return self.new
        if self.new_callable is not None:
            return self.new_callable(**self.kwargs)
        spec = self.spec
        if spec is True:
            spec = original
        if self.spec_set is True:
            spec = original
        if spec is not None and not callable(spec if isinstance(spec, type) else original):
            return NonCallableMagicMock(spec=spec, **self.kwargs)
        return MagicMock(spec=spec, **self.kwargs)

    def __enter__(self):
        self.target = self.getter()
        original, local = self._original(self.target)
        new = self._replacement(original)
        self.temp_original, self.is_local = original, local
        setattr(self.target, self.attribute, new)
        self._new_value = new
        return new

    def __exit__(self, *exc_info):
        target, name, original = self.target, self.attribute, self.temp_original
        if self.is_local and original is not _missing:
            setattr(target, name, original)
        else:
            # an inherited attribute: removing ours shows it again
            delattr(target, name)
            must_put_back = not hasattr(target, name) or name in ('__doc__', '__module__')
            if not self.create and must_put_back:
                setattr(target, name, original)
        del self.temp_original, self.is_local, self.target
        return False

    def start(self):
        value = self.__enter__()
        _patch._active.append(self)
        return value

    def stop(self):
        if not any(p is self for p in _patch._active):
            return None
        _patch._active[:] = [p for p in _patch._active if p is not self]
        return self.__exit__(None, None, None)

    _active = []


def patch(target, new=DEFAULT, spec=None, create=False, spec_set=None, autospec=None,
          new_callable=None, **kwargs):
    getter, attribute = _split_target(target)
    return _patch(getter, attribute, new, spec, create, spec_set, autospec, new_callable,
                  kwargs)


def _patch_object(target, attribute, new=DEFAULT, spec=None, create=False,
                  spec_set=None, autospec=None, new_callable=None, **kwargs):
    if type(target) is str:
        raise TypeError('%r must be the actual object to be patched, not a str'
                        % (target,))
    return _patch(lambda: target, attribute, new, spec, create, spec_set, autospec,
                  new_callable, kwargs)


class _patch_dict:
    def __init__(self, in_dict, values=(), clear=False, **kwargs):
        self.in_dict, self.clear = in_dict, clear
        self.values = dict(values)
        self.values.update(kwargs)
        self._original = None

    def __call__(self, func):
        if isinstance(func, type):
            return func

        @functools.wraps(func)
        def patched(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return patched

    def __enter__(self):
        if isinstance(self.in_dict, str):
            self.in_dict = _resolve(self.in_dict)
        self._original = dict(self.in_dict)
        if self.clear:
            self.in_dict.clear()
        self.in_dict.update(self.values)
        return self.in_dict

    def __exit__(self, *args):
        self.in_dict.clear()
        self.in_dict.update(self._original)
        self._original = None
        return False

    start = __enter__

    def stop(self):
        return self.__exit__(None, None, None)


def _stop_all():
    for active in reversed(list(_patch._active)):
        active.stop()


patch.object = _patch_object
patch.dict = _patch_dict
patch.stopall = _stop_all
patch.TEST_PREFIX = 'test'
