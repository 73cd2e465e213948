# inspect: the introspection helpers of CPython 3.11's inspect that need no frames,
# code objects or source files. A function's parameter list comes from the private
# _inspect.params (modules/inspect.c), which reads pyeval's function objects.
import enum
import types
import functools
import _inspect

__all__ = ['Parameter', 'Signature', 'BoundArguments', 'signature', 'isfunction',
           'isclass', 'ismethod', 'ismodule', 'isbuiltin', 'isroutine', 'iscoroutinefunction',
           'isgeneratorfunction', 'isasyncgenfunction', 'isgenerator', 'iscoroutine',
           'isawaitable', 'isabstract', 'getdoc', 'getmembers', 'cleandoc', 'unwrap',
           'get_annotations', 'getmro', 'formatannotation']

CO_OPTIMIZED, CO_NEWLOCALS, CO_VARARGS, CO_VARKEYWORDS = 1, 2, 4, 8
CO_NESTED, CO_GENERATOR, CO_NOFREE, CO_COROUTINE = 16, 32, 64, 128
CO_ITERABLE_COROUTINE, CO_ASYNC_GENERATOR = 256, 512

# ---- kinds of objects ---------------------------------------------------------------

_FunctionType = type(lambda: None)
_BuiltinType = type(len)


class _C:
    def _m(self):
        pass


_MethodType = type(_C()._m)
del _C


def ismodule(object):
    return isinstance(object, types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, _MethodType)


def isfunction(object):
    return isinstance(object, _FunctionType)


def isbuiltin(object):
    return isinstance(object, _BuiltinType)


def ismethoddescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    kind = type(object)
    return hasattr(kind, '__get__') and not hasattr(kind, '__set__')


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    kind = type(object)
    return hasattr(kind, '__set__') or hasattr(kind, '__delete__')


def isroutine(object):
    return (isbuiltin(object) or isfunction(object) or ismethod(object)
            or ismethoddescriptor(object))


def _code_flags(f):
    # the function under methods and partials, then its (generator, coroutine) flags
    while True:
        if ismethod(f):
            f = f.__func__
        elif isinstance(f, functools.partial):
            f = f.func
        else:
            break
    info = _inspect.params(f)
    return (False, False) if info is None else (info[6], info[7])


def isgeneratorfunction(obj):
    gen, coro = _code_flags(obj)
    return gen and not coro


def iscoroutinefunction(obj):
    gen, coro = _code_flags(obj)
    return coro and not gen


def isasyncgenfunction(obj):
    gen, coro = _code_flags(obj)
    return gen and coro


def isgenerator(object):
    return isinstance(object, types.GeneratorType)


def _type_named(name):
    # pyeval has no coroutine objects yet: nothing is one
    found = getattr(types, name, None)
    return found if isinstance(found, type) else ()


def iscoroutine(object):
    return isinstance(object, _type_named('CoroutineType'))


def isasyncgen(object):
    return isinstance(object, _type_named('AsyncGeneratorType'))


def isawaitable(object):
    return iscoroutine(object) or hasattr(type(object), '__await__')


def isabstract(object):
    return isinstance(object, type) and bool(getattr(object, '__abstractmethods__', False))


def istraceback(object):
    return isinstance(object, types.TracebackType)


def isframe(object):
    return False


def iscode(object):
    return False


def getmro(cls):
    return cls.__mro__

# ---- members and documentation ------------------------------------------------------


def getmembers(object, predicate=None):
    # (name, value) pairs sorted by name; a class also lists what its bases define
    # under names that dir() leaves out, and attributes that raise AttributeError
    # are looked up in the class dicts or skipped
    names = dir(object)
    if isclass(object):
        extra = set()
        for base in object.__mro__:
            extra.update(base.__dict__)
        names = list(set(names) | extra)
    found = []
    for name in names:
        try:
            value = getattr(object, name)
        except AttributeError:
            holders = object.__mro__ if isclass(object) else ()
            for base in holders:
                if name in base.__dict__:
                    value = base.__dict__[name]
                    break
            else:
                continue
        if predicate is None or predicate(value):
            found.append((name, value))
    found.sort(key=lambda pair: pair[0])
    return found


def cleandoc(doc):
    # tabs become spaces; the first line loses its leading blanks, the others the
    # smallest indentation among their non-blank lines; blank lines at both ends go
    lines = doc.expandtabs().split('\n')
    indents = [len(l) - len(l.lstrip()) for l in lines[1:] if l.strip()]
    margin = min(indents) if indents else 0
    out = [lines[0].lstrip()] + [l[margin:] for l in lines[1:]]
    while out and not out[-1]:
        out.pop()
    start = 0
    while start < len(out) and not out[start]:
        start += 1
    return '\n'.join(out[start:])


def _inherited_doc(obj):
    # a class without its own docstring takes its nearest base's; a method takes the
    # docstring of the same-named attribute along its class's MRO
    if isclass(obj):
        for base in obj.__mro__:
            if base is not object and base.__doc__ is not None:
                return base.__doc__
        return None
    if ismethod(obj):
        owner = obj.__self__ if isclass(obj.__self__) else type(obj.__self__)
        name = obj.__func__.__name__
        for base in owner.__mro__:
            if name in base.__dict__:
                doc = getattr(base.__dict__[name], '__doc__', None)
                if doc is not None:
                    return doc
    return None


def getdoc(object):
    doc = getattr(object, '__doc__', None)
    doc = _inherited_doc(object) if doc is None else doc
    return cleandoc(doc) if isinstance(doc, str) else None


def getmodule(object, _filename=None):
    import sys
    if ismodule(object):
        return object
    name = getattr(object, '__module__', None)
    return sys.modules.get(name) if isinstance(name, str) else None


def unwrap(func, *, stop=None):
    # follows __wrapped__; a chain that comes back to an object already seen, or one
    # longer than the recursion limit, is a wrapper loop
    import sys
    start = func
    seen = {id(func): func}
    limit = sys.getrecursionlimit()
    while hasattr(func, '__wrapped__') and (stop is None or not stop(func)):
        func = func.__wrapped__
        if id(func) in seen or len(seen) >= limit:
            raise ValueError(f'wrapper loop when unwrapping {start!r}')
        seen[id(func)] = func
    return func


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    if isinstance(obj, type):
        ann = obj.__dict__.get('__annotations__', None)
        module = getattr(obj, '__module__', None)
        unwrapped = obj
    elif isinstance(obj, types.ModuleType):
        ann = getattr(obj, '__annotations__', None)
        module = obj.__name__
        unwrapped = obj
    elif callable(obj):
        ann = getattr(obj, '__annotations__', None)
        module = getattr(obj, '__module__', None)
        unwrapped = unwrap(obj) if hasattr(obj, '__wrapped__') else obj
    else:
        raise TypeError(f"{obj!r} is not a module, class, or callable.")
    if ann is None:
        return {}
    if not isinstance(ann, dict):
        raise ValueError(f"{obj!r}.__annotations__ is neither a dict nor None")
    if not ann:
        return {}
    if not eval_str:
        return dict(ann)
    if globals is None:
        import sys
        where = sys.modules.get(module) if isinstance(module, str) else None
        globals = getattr(where, '__dict__', None)
    if locals is None and isinstance(obj, type):
        locals = dict(vars(obj))
    return {k: eval(v, globals, locals) if isinstance(v, str) else v for k, v in ann.items()}

# ---- what pyeval has no objects for -------------------------------------------------


def _no_source(object):
    if isclass(object) and object.__module__ == 'builtins':
        raise TypeError(f'{object!r} is a built-in class')
    if not (ismodule(object) or isclass(object) or ismethod(object) or isfunction(object)):
        raise TypeError(f'module, class, method, function, traceback, frame, or code object was expected, got {type(object).__name__}')
    raise OSError('could not get source code (pyeval keeps no source text for its objects)')


def getsource(object):
    _no_source(object)


def getsourcelines(object):
    _no_source(object)


def getsourcefile(object):
    _no_source(object)


def getfile(object):
    _no_source(object)


def findsource(object):
    _no_source(object)


def getcomments(object):
    return None


def currentframe():
    # CPython returns None where the implementation has no frame objects
    return None


def _no_frames(name):
    def missing(*args, **kwargs):
        raise NotImplementedError(f'inspect.{name}() needs frame objects, which pyeval does not have')
    missing.__name__ = missing.__qualname__ = name
    return missing


stack = _no_frames('stack')
trace = _no_frames('trace')
getframeinfo = _no_frames('getframeinfo')
getouterframes = _no_frames('getouterframes')
getinnerframes = _no_frames('getinnerframes')
getargvalues = _no_frames('getargvalues')
getlineno = _no_frames('getlineno')

# ---- Parameter ------------------------------------------------------------------------


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker - used in Parameter & Signature."""


_KIND_TEXT = ('positional-only', 'positional or keyword', 'variadic positional',
              'keyword-only', 'variadic keyword')


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _KIND_TEXT[self.value]


_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD


def formatannotation(annotation, base_module=None):
    # typing's forms without their "typing." prefixes; a class by its qualified name
    # (bare for builtins and base_module's own); list[int] as written
    is_class = isinstance(annotation, type) and not isinstance(annotation, types.GenericAlias)
    if getattr(annotation, '__module__', None) == 'typing':
        import re
        text = re.sub(r'(?<![\w.])typing\.', '', repr(annotation))
    elif is_class:
        where = annotation.__module__
        text = annotation.__qualname__
        if where not in ('builtins', base_module):
            text = where + '.' + text
    else:
        text = str(annotation) if isinstance(annotation, types.GenericAlias) else repr(annotation)
    return text


def _as_kind(kind):
    try:
        return _ParameterKind(kind)
    except ValueError:
        raise ValueError(f'value {kind!r} is not a valid Parameter.kind')


def _checked_name(name, kind):
    # (name, kind) after the checks; a comprehension's implicit ".0" argument is
    # renamed "implicit0" and made positional-only
    import keyword
    if name is _empty:
        raise ValueError('name is a required attribute for Parameter')
    if not isinstance(name, str):
        raise TypeError(f'name must be a str, not a {type(name).__name__}')
    implicit = name.startswith('.') and name[1:].isdigit()
    if implicit:
        if kind != _POSITIONAL_OR_KEYWORD:
            raise ValueError('implicit arguments must be passed as positional or keyword '
                             f'arguments, not {kind.description}')
        name, kind = 'implicit' + name[1:], _POSITIONAL_ONLY
    if keyword.iskeyword(name) or not name.isidentifier():
        raise ValueError(f'{name!r} is not a valid parameter name')
    return name, kind


class Parameter:
    __slots__ = ('_name', '_kind', '_default', '_annotation')

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        kind = _as_kind(kind)
        if kind in (_VAR_POSITIONAL, _VAR_KEYWORD) and default is not _empty:
            raise ValueError(f'{kind.description} parameters cannot have default values')
        self._name, self._kind = _checked_name(name, kind)
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        fields = {'name': self._name, 'kind': self._kind, 'default': self._default,
                  'annotation': self._annotation}
        for key, given in (('name', name), ('kind', kind), ('default', default),
                           ('annotation', annotation)):
            if given is not _void:
                fields[key] = given
        return type(self)(**fields)

    def __str__(self):
        text = self._name
        if self._annotation is not _empty:
            text += ': ' + formatannotation(self._annotation)
        if self._default is not _empty:
            sep = ' = ' if self._annotation is not _empty else '='
            text += sep + repr(self._default)
        stars = {_VAR_POSITIONAL: '*', _VAR_KEYWORD: '**'}.get(self._kind, '')
        return stars + text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if isinstance(other, Parameter):
            mine = (self._name, self._kind, self._default, self._annotation)
            return mine == (other._name, other._kind, other._default, other._annotation)
        return NotImplemented

# ---- BoundArguments -------------------------------------------------------------------


class BoundArguments:
    __slots__ = ('arguments', '_signature', '__weakref__')

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    def _split(self):
        # positional parameters go to args while each in turn has a value (*args
        # spread out); every other value goes to kwargs (**kwargs spread out)
        positional, named = [], {}
        open_run = True
        for name, param in self._signature.parameters.items():
            if open_run and (param.kind >= _KEYWORD_ONLY or name not in self.arguments):
                open_run = False
            if name not in self.arguments:
                continue
            value = self.arguments[name]
            if open_run:
                positional.extend(value if param.kind == _VAR_POSITIONAL else (value,))
            elif param.kind == _VAR_KEYWORD:
                named.update(value)
            else:
                named[name] = value
        return tuple(positional), named

    @property
    def args(self):
        return self._split()[0]

    @property
    def kwargs(self):
        return self._split()[1]

    def apply_defaults(self):
        filled = {}
        for name, param in self._signature.parameters.items():
            if name in self.arguments:
                filled[name] = self.arguments[name]
            elif param.default is not _empty:
                filled[name] = param.default
            elif param.kind == _VAR_POSITIONAL:
                filled[name] = ()
            elif param.kind == _VAR_KEYWORD:
                filled[name] = {}
        self.arguments = filled

    def __eq__(self, other):
        if isinstance(other, BoundArguments):
            return (self._signature, self.arguments) == (other._signature, other.arguments)
        return NotImplemented

    def __getstate__(self):
        return {'_signature': self._signature, 'arguments': self.arguments}

    def __repr__(self):
        shown = ', '.join(f'{k}={v!r}' for k, v in self.arguments.items())
        return f'<{type(self).__name__} ({shown})>'

# ---- Signature ------------------------------------------------------------------------


def _check_order(params):
    # kinds never go down; among positional parameters, one with a default is not
    # followed by one without; names are unique
    top = _POSITIONAL_ONLY
    defaulted = False
    names = set()
    for p in params:
        if p.kind < top:
            raise ValueError(f'wrong parameter order: {top.description} parameter before {p.kind.description} parameter')
        if p.kind > top:
            defaulted = False
            top = p.kind
        if p.kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            if p.default is _empty:
                if defaulted:
                    raise ValueError('non-default argument follows default argument')
            else:
                defaulted = True
        if p.name in names:
            raise ValueError(f'duplicate parameter name: {p.name!r}')
        names.add(p.name)


class Signature:
    __slots__ = ('_return_annotation', '_parameters')

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        import collections
        params = list(parameters) if parameters is not None else []
        if __validate_parameters__:
            _check_order(params)
        self._parameters = types.MappingProxyType(
            collections.OrderedDict((p.name, p) for p in params))
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return _signature_of(obj, cls, follow_wrapped, eval_str)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        keep_params, keep_result = parameters is _void, return_annotation is _void
        return type(self)(self._parameters.values() if keep_params else parameters,
                          return_annotation=self._return_annotation if keep_result
                          else return_annotation)

    def _hash_basis(self):
        positional = tuple(p for p in self._parameters.values() if p.kind != _KEYWORD_ONLY)
        keyword = frozenset(p for p in self._parameters.values() if p.kind == _KEYWORD_ONLY)
        return positional, keyword, self._return_annotation

    def __hash__(self):
        return hash(self._hash_basis())

    def __eq__(self, other):
        if isinstance(other, Signature):
            return self._hash_basis() == other._hash_basis()
        return NotImplemented

    def _bind(self, args, kwargs, partial=False):
        params = list(self._parameters.values())
        bound = {}
        i = 0
        # positional arguments fill the parameters in order; *args takes the rest
        for pos, value in enumerate(args):
            if i == len(params) or params[i].kind >= _KEYWORD_ONLY:
                raise TypeError('too many positional arguments')
            p = params[i]
            i += 1
            if p.kind == _VAR_POSITIONAL:
                bound[p.name] = tuple(args[pos:])
                break
            if p.kind != _POSITIONAL_ONLY and p.name in kwargs:
                raise TypeError(f'multiple values for argument {p.name!r}')
            bound[p.name] = value
        # keyword arguments fill what is left; **kwargs takes the unknown names
        rest = dict(kwargs)
        catch_all = None
        for p in params[i:]:
            if p.kind == _VAR_KEYWORD:
                catch_all = p
            elif p.kind == _VAR_POSITIONAL:
                continue
            elif p.name in rest:
                if p.kind == _POSITIONAL_ONLY:
                    raise TypeError(f'{p.name!r} parameter is positional only, but was passed as a keyword')
                bound[p.name] = rest.pop(p.name)
            elif not partial and p.default is _empty:
                raise TypeError(f'missing a required argument: {p.name!r}')
        if rest:
            if catch_all is None:
                raise TypeError(f'got an unexpected keyword argument {next(iter(rest))!r}')
            bound[catch_all.name] = rest
        return self._bound_arguments_cls(self, bound)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return f'<{type(self).__name__} {self}>'

    def __str__(self):
        parts = []
        slash_due = False
        star_due = True
        for p in self._parameters.values():
            if p.kind == _POSITIONAL_ONLY:
                slash_due = True
            elif slash_due:
                parts.append('/')
                slash_due = False
            if p.kind == _VAR_POSITIONAL:
                star_due = False
            elif p.kind == _KEYWORD_ONLY and star_due:
                parts.append('*')
                star_due = False
            parts.append(str(p))
        if slash_due:
            parts.append('/')
        text = '(' + ', '.join(parts) + ')'
        if self._return_annotation is not _empty:
            text += ' -> ' + formatannotation(self._return_annotation)
        return text

# ---- signature() ----------------------------------------------------------------------


def _function_signature(cls, func, eval_str):
    info = _inspect.params(func)
    names, nposonly, npos, nkwonly, varargs, varkw = info[:6]
    ann = func.__annotations__
    if eval_str:
        ann = get_annotations(func, eval_str=True)
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    first_default = npos - len(defaults)
    params = []

    def add(name, kind, default=_empty):
        params.append(Parameter(name, kind, default=default, annotation=ann.get(name, _empty)))

    for k in range(npos):
        kind = _POSITIONAL_ONLY if k < nposonly else _POSITIONAL_OR_KEYWORD
        add(names[k], kind, defaults[k - first_default] if k >= first_default else _empty)
    at = npos + nkwonly
    if varargs:
        add(names[at], _VAR_POSITIONAL)
        at += 1
    for k in range(npos, npos + nkwonly):
        add(names[k], _KEYWORD_ONLY, kwdefaults.get(names[k], _empty))
    if varkw:
        add(names[at], _VAR_KEYWORD)
    return cls(params, return_annotation=ann.get('return', _empty), __validate_parameters__=False)


def _without_first(sig):
    # a bound method's signature: the first parameter is the bound one, unless it is
    # *args, which takes the bound object among the others
    first = next(iter(sig.parameters.values()), None)
    kind = None if first is None else first.kind
    if kind == _VAR_POSITIONAL:
        return sig
    if kind not in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
        raise ValueError('invalid method signature')
    return sig.replace(parameters=tuple(sig.parameters.values())[1:])


def _partial_signature(sig, partial):
    # positional arguments given to the partial take the first positional parameters;
    # its keywords become defaults, and the parameters after a keyword-given positional
    # one can then only be passed by keyword
    try:
        bound = sig.bind_partial(*partial.args, **partial.keywords)
    except TypeError:
        raise ValueError(f'partial object {partial!r} has incorrect arguments')
    done = bound.arguments
    out = []
    to_keyword = False
    for name, p in sig.parameters.items():
        if name in done and name not in partial.keywords and p.kind != _VAR_POSITIONAL:
            continue
        if name in partial.keywords:
            if p.kind == _POSITIONAL_ONLY:
                continue
            if p.kind == _VAR_KEYWORD:
                out.append(p)
                continue
            to_keyword = True
            out.append(p.replace(default=partial.keywords[name], kind=_KEYWORD_ONLY))
            continue
        if to_keyword and p.kind == _POSITIONAL_OR_KEYWORD:
            out.append(p.replace(kind=_KEYWORD_ONLY))
        elif to_keyword and p.kind == _VAR_POSITIONAL:
            continue
        else:
            out.append(p)
    # keyword-only parameters must come after the others: keep the kinds sorted
    out.sort(key=lambda p: p.kind)
    return sig.replace(parameters=out)


def _user_method(cls, name):
    # a Python function that cls (or a base other than object) defines under name
    for base in cls.__mro__:
        if name in base.__dict__:
            found = base.__dict__[name]
            if isinstance(found, (staticmethod, classmethod)):
                found = found.__func__
            return found if isfunction(found) else None
    return None


def _class_signature(cls, sigcls, follow_wrapped, eval_str):
    # the most derived class that defines __new__ or __init__ in Python decides
    for base in cls.__mro__:
        for name in ('__new__', '__init__'):
            found = base.__dict__.get(name)
            if isinstance(found, staticmethod):
                found = found.__func__
            if isfunction(found):
                return _without_first(_signature_of(found, sigcls, follow_wrapped, eval_str))
    if cls.__module__ == 'builtins':
        text = _BUILTIN_TEXT.get(cls.__name__)
        if text is None:
            raise ValueError(f'no signature found for builtin type {cls!r}')
        return _from_text(sigcls, text)
    return sigcls()


# The signatures CPython 3.11 gives the builtins (their __text_signature__s); a builtin
# not listed here has no signature, as getattr, iter, min or dict have none in CPython.
_BUILTIN_TEXT = {
    'abs': '(x, /)', 'all': '(iterable, /)', 'any': '(iterable, /)', 'ascii': '(obj, /)',
    'bin': '(number, /)', 'callable': '(obj, /)', 'chr': '(i, /)', 'delattr': '(obj, name, /)',
    'divmod': '(x, y, /)', 'format': "(value, format_spec='', /)", 'globals': '()',
    'hasattr': '(obj, name, /)', 'hash': '(obj, /)', 'hex': '(number, /)', 'id': '(obj, /)',
    'input': "(prompt='', /)", 'isinstance': '(obj, class_or_tuple, /)',
    'issubclass': '(cls, class_or_tuple, /)', 'len': '(obj, /)', 'locals': '()',
    'oct': '(number, /)', 'ord': '(c, /)', 'pow': '(base, exp, mod=None)',
    'print': "(*args, sep=' ', end='\\n', file=None, flush=False)", 'repr': '(obj, /)',
    'round': '(number, ndigits=None)', 'setattr': '(obj, name, value, /)',
    'sorted': '(iterable, /, *, key=None, reverse=False)', 'sum': '(iterable, /, start=0)',
    'eval': '(source, globals=None, locals=None, /)',
    'exec': '(source, globals=None, locals=None, /, *, closure=None)',
    'open': "(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None)",
    # types
    'list': '(iterable=(), /)', 'tuple': '(iterable=(), /)', 'float': '(x=0, /)',
    'object': '()', 'enumerate': '(iterable, start=0)', 'reversed': '(sequence, /)',
    'complex': '(real=0, imag=0)', 'property': '(fget=None, fset=None, fdel=None, doc=None)',
}


def _from_text(sigcls, text):
    # a signature written as a def's parameter list: let the parser read it
    scope = {}
    exec(f'def _f{text}: pass', scope)
    return _function_signature(sigcls, scope['_f'], False)


def _signature_of(obj, sigcls, follow_wrapped, eval_str):
    if not callable(obj):
        raise TypeError(f'{obj!r} is not a callable object')
    if ismethod(obj):
        return _without_first(_signature_of(obj.__func__, sigcls, follow_wrapped, eval_str))
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, '__signature__'))
        if ismethod(obj):
            return _signature_of(obj, sigcls, follow_wrapped, eval_str)
    try:
        sig = obj.__signature__
    except AttributeError:
        sig = None
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError(f'unexpected object {sig!r} in __signature__ attribute')
        return sig
    if isinstance(obj, functools.partial):
        return _partial_signature(_signature_of(obj.func, sigcls, follow_wrapped, eval_str), obj)
    if isfunction(obj):
        return _function_signature(sigcls, obj, eval_str)
    if isbuiltin(obj):
        import builtins
        name = obj.__name__
        text = _BUILTIN_TEXT.get(name) if getattr(builtins, name, None) is obj else None
        if text is None:
            raise ValueError(f'no signature found for builtin {obj!r}')
        return _from_text(sigcls, text)
    if isclass(obj):
        return _class_signature(obj, sigcls, follow_wrapped, eval_str)
    call = _user_method(type(obj), '__call__')
    if call is not None:
        return _without_first(_signature_of(call, sigcls, follow_wrapped, eval_str))
    raise ValueError(f'callable {obj!r} is not supported by signature')


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped, globals=globals,
                                   locals=locals, eval_str=eval_str)


def _fullargspec_type():
    import collections
    return collections.namedtuple('FullArgSpec', 'args, varargs, varkw, defaults, '
                                  'kwonlyargs, kwonlydefaults, annotations')


FullArgSpec = _fullargspec_type()


def getfullargspec(func):
    # the signature's parameters sorted into the old tuple's fields; a bound method
    # keeps its first parameter, and __wrapped__ is not followed
    try:
        sig = _signature_of(func.__func__ if ismethod(func) else func, Signature, False, False)
    except Exception as ex:
        raise TypeError('unsupported callable') from ex
    annotations = {}
    if sig.return_annotation is not _empty:
        annotations['return'] = sig.return_annotation
    names = {kind: [] for kind in _ParameterKind}
    defaults, kwdefaults = [], {}
    for p in sig.parameters.values():
        names[p.kind].append(p.name)
        if p.annotation is not _empty:
            annotations[p.name] = p.annotation
        if p.default is not _empty:
            if p.kind == _KEYWORD_ONLY:
                kwdefaults[p.name] = p.default
            else:
                defaults.append(p.default)
    single = lambda kind: names[kind][0] if names[kind] else None
    return FullArgSpec(names[_POSITIONAL_ONLY] + names[_POSITIONAL_OR_KEYWORD],
                       single(_VAR_POSITIONAL), single(_VAR_KEYWORD),
                       tuple(defaults) or None, names[_KEYWORD_ONLY], kwdefaults or None,
                       annotations)
