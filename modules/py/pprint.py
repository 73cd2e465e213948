# pprint - pyeval's own implementation of CPython 3.11's pprint: the same layouts,
# character for character (Lib/pprint.py is the reference for the algorithm, not the
# source). Every object is measured by its one-line repr first; only one wider than the
# room left is broken up, by the handler for its type's __repr__.
#
# The handlers for collections, types and dataclasses objects are registered when those
# modules can be imported; pprint itself imports nothing else.

import sys as _sys

__all__ = ['pprint', 'pformat', 'isreadable', 'isrecursive', 'saferepr',
           'PrettyPrinter', 'pp']


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False,
           sort_dicts=True, underscore_numbers=False):
    """Pretty-print a Python object to a stream [default is sys.stdout]."""
    printer = PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth,
                            compact=compact, sort_dicts=sort_dicts,
                            underscore_numbers=underscore_numbers)
    printer.pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
            underscore_numbers=False):
    """Format a Python object into a pretty-printed representation."""
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact,
                         sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    """Pretty-print a Python object"""
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    """Version of repr() which can handle recursive data structures."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    """Determine if saferepr(object) is readable by eval()."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    """Determine if object requires a recursive representation."""
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _safe_key:
    """Orders any two objects: by value when they compare, else by type name and id."""
    __slots__ = ['obj']

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return ((str(type(self.obj)), id(self.obj))
                    < (str(type(other.obj)), id(other.obj)))


def _safe_tuple(t):
    return _safe_key(t[0]), _safe_key(t[1])


class _Text:
    # the stream pformat writes into
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def getvalue(self):
        return ''.join(self.parts)


def _words(line):
    # re.findall(r'\S*\s*', line) without its final empty match: runs of non-space
    # followed by the space after them
    parts = []
    i, n = 0, len(line)
    while i < n:
        j = i
        while j < n and not line[j].isspace():
            j += 1
        while j < n and line[j].isspace():
            j += 1
        parts.append(line[i:j])
        i = j
    return parts


def _checked_layout(indent, width, depth):
    # (indent step, line width, depth) after the constructor's validation, in the order
    # CPython reports the errors
    step, columns = int(indent), int(width)
    if step < 0:
        raise ValueError('indent must be >= 0')
    if depth is not None and depth <= 0:
        raise ValueError('depth must be > 0')
    if columns == 0:
        raise ValueError('width must be != 0')
    return step, columns, depth


def _empty_as_repr(handler):
    # A handler for a sized container whose empty value prints as its plain repr.
    def guarded(self, object, stream, indent, allowance, context, level):
        if len(object):
            handler(self, object, stream, indent, allowance, context, level)
        else:
            stream.write(repr(object))
    return guarded


def _str_pieces(line, room, tail):
    # The reprs one line of a str breaks into: the whole line when it fits, else runs of
    # words packed greedily. `tail` columns are kept free after the final word only.
    whole = repr(line)
    if len(whole) <= room - tail:
        return [whole]
    words = _words(line)
    pieces = []
    pending = ''
    for number, word in enumerate(words, 1):
        limit = room - tail if number == len(words) else room
        grown = pending + word
        if len(repr(grown)) <= limit:
            pending = grown
            continue
        if pending:
            pieces.append(repr(pending))
        pending = word
    if pending:
        pieces.append(repr(pending))
    return pieces


def _bytes_pieces(data, room, tail):
    # bytes break only between 4-byte groups. As in CPython, the `tail` reserve applies
    # to a short final group alone: a length that is a multiple of 4 never gets it.
    short_start = len(data) - len(data) % 4
    pieces = []
    pending = b''
    for start in range(0, len(data), 4):
        group = data[start:start + 4]
        limit = room - tail if start == short_start else room
        if len(repr(pending + group)) <= limit:
            pending += group
            continue
        if pending:
            pieces.append(repr(pending))
        pending = group
    if pending:
        pieces.append(repr(pending))
    return pieces


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False,
                 sort_dicts=True, underscore_numbers=False):
        self._indent_per_level, self._width, self._depth = _checked_layout(
            indent, width, depth)
        self._stream = _sys.stdout if stream is None else stream
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        if self._stream is not None:
            self._format(object, self._stream, 0, 0, {}, 0)
            self._stream.write("\n")

    def pformat(self, object):
        out = _Text()
        self._format(object, out, 0, 0, {}, 0)
        return out.getvalue()

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def _format(self, object, stream, indent, allowance, context, level):
        key = id(object)
        if key in context:
            stream.write(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        flat = self._repr(object, context, level)
        handler = None
        if len(flat) > self._width - indent - allowance:
            handler = self._breaker(object)
        if handler is None:
            stream.write(flat)
            return
        context[key] = 1
        handler(self, object, stream, indent, allowance, context, level + 1)
        del context[key]

    def _breaker(self, object):
        # the handler that lays `object` out over several lines, or None
        cls = type(object)
        found = self._dispatch.get(cls.__repr__, None)
        if found is None and not isinstance(object, type) and \
                getattr(cls.__repr__, '_pyeval_dataclass_repr', False) and \
                cls.__dataclass_params__.repr:
            found = type(self)._pprint_dataclass
        return found

    def _write_call(self, name, items, stream, indent, allowance, context, level):
        # name(key=value, ...) with one keyword per line, aligned after the '('
        stream.write(name + '(')
        self._format_namespace_items(items, stream, indent + len(name) + 1, allowance,
                                     context, level)
        stream.write(')')

    def _pprint_dataclass(self, object, stream, indent, allowance, context, level):
        shown = [(f.name, getattr(object, f.name))
                 for f in object.__dataclass_fields__.values()
                 if f._field_type.name == '_FIELD' and f.repr]
        self._write_call(object.__class__.__name__, shown, stream, indent, allowance,
                         context, level)

    _dispatch = {}

    def _sorted_items(self, mapping):
        if not self._sort_dicts:
            return mapping.items()
        return sorted(mapping.items(), key=_safe_tuple)

    def _pprint_dict(self, object, stream, indent, allowance, context, level):
        stream.write('{' + ' ' * (self._indent_per_level - 1))
        if len(object):
            self._format_dict_items(self._sorted_items(object), stream, indent,
                                    allowance + 1, context, level)
        stream.write('}')

    _dispatch[dict.__repr__] = _pprint_dict

    def _format_wrapped(self, name, inner, stream, indent, allowance, context, level):
        # name(<inner laid out>), the inner value aligned just after the '('
        stream.write(name + '(')
        self._format(inner, stream, indent + len(name) + 1, allowance + 1, context,
                     level)
        stream.write(')')

    @_empty_as_repr
    def _pprint_ordered_dict(self, object, stream, indent, allowance, context, level):
        self._format_wrapped(object.__class__.__name__, list(object.items()), stream,
                             indent, allowance, context, level)

    def _pprint_list(self, object, stream, indent, allowance, context, level):
        stream.write('[')
        self._format_items(object, stream, indent, allowance + 1, context, level)
        stream.write(']')

    _dispatch[list.__repr__] = _pprint_list

    def _pprint_tuple(self, object, stream, indent, allowance, context, level):
        stream.write('(')
        endchar = ',)' if len(object) == 1 else ')'
        self._format_items(object, stream, indent, allowance + len(endchar), context,
                           level)
        stream.write(endchar)

    _dispatch[tuple.__repr__] = _pprint_tuple

    @_empty_as_repr
    def _pprint_set(self, object, stream, indent, allowance, context, level):
        # a plain set prints as {...}; frozenset and subclasses as Name({...})
        cls = object.__class__
        prefix = '' if cls is set else cls.__name__ + '('
        suffix = '}' + (')' if prefix else '')
        stream.write(prefix + '{')
        members = sorted(object, key=_safe_key)
        self._format_items(members, stream, indent + len(prefix),
                           allowance + len(suffix), context, level)
        stream.write(suffix)

    _dispatch[set.__repr__] = _pprint_set
    _dispatch[frozenset.__repr__] = _pprint_set

    @_empty_as_repr
    def _pprint_str(self, object, stream, indent, allowance, context, level):
        # At the top level the pieces are wrapped in parentheses, which take a column on
        # each side.
        outermost = level == 1
        if outermost:
            indent, allowance = indent + 1, allowance + 1
        lines = object.splitlines(True)
        pieces = []
        for number, line in enumerate(lines, 1):
            tail = allowance if number == len(lines) else 0
            pieces += _str_pieces(line, self._width - indent, tail)
        self._write_pieces(pieces, stream, indent, outermost)

    _dispatch[str.__repr__] = _pprint_str

    def _write_pieces(self, pieces, stream, indent, parenthesize):
        # One piece is the object's own repr and never gets parentheses.
        text = ('\n' + ' ' * indent).join(pieces)
        if parenthesize and len(pieces) > 1:
            text = '(' + text + ')'
        stream.write(text)

    def _pprint_bytes(self, object, stream, indent, allowance, context, level):
        if len(object) <= 4:
            stream.write(repr(object))
            return
        outermost = level == 1
        if outermost:
            indent, allowance = indent + 1, allowance + 1
        pieces = _bytes_pieces(object, self._width - indent, allowance)
        text = ('\n' + ' ' * indent).join(pieces)
        stream.write('(' + text + ')' if outermost else text)

    _dispatch[bytes.__repr__] = _pprint_bytes

    def _pprint_bytearray(self, object, stream, indent, allowance, context, level):
        write = stream.write
        write('bytearray(')
        self._pprint_bytes(bytes(object), stream, indent + 10, allowance + 1, context,
                           level + 1)
        write(')')

    _dispatch[bytearray.__repr__] = _pprint_bytearray

    def _pprint_mappingproxy(self, object, stream, indent, allowance, context, level):
        self._format_wrapped('mappingproxy', object.copy(), stream, indent, allowance,
                             context, level)

    _dispatch[type(type.__dict__).__repr__] = _pprint_mappingproxy

    def _pprint_simplenamespace(self, object, stream, indent, allowance, context,
                                level):
        # types.SimpleNamespace itself prints as namespace(...); subclasses by name
        cls = type(object)
        plain = cls.__name__ == 'SimpleNamespace' and cls.__module__ == 'types'
        name = 'namespace' if plain else object.__class__.__name__
        self._write_call(name, object.__dict__.items(), stream, indent, allowance,
                         context, level)

    def _format_dict_items(self, items, stream, indent, allowance, context, level):
        # key: value, one pair per line, indented one step past the opening brace
        self._format_pairs(items, lambda key: self._repr(key, context, level) + ': ',
                           False, stream, indent + self._indent_per_level, allowance,
                           context, level)

    def _format_namespace_items(self, items, stream, indent, allowance, context, level):
        # name=value, one per line; a value already being printed shows as '...', the
        # way the dataclass repr shows it
        self._format_pairs(items, lambda name: name + '=', True, stream, indent,
                           allowance, context, level)

    def _format_pairs(self, items, label, elide_cycles, stream, indent, allowance,
                      context, level):
        # Only the last pair carries the caller's allowance; the others leave one column
        # for their ','. Values align after their label.
        rows = list(items)
        for number, (key, value) in enumerate(rows, 1):
            if number > 1:
                stream.write(',\n' + ' ' * indent)
            head = label(key)
            stream.write(head)
            if elide_cycles and id(value) in context:
                stream.write("...")
                continue
            reserve = allowance if number == len(rows) else 1
            self._format(value, stream, indent + len(head), reserve, context, level)

    def _format_items(self, items, stream, indent, allowance, context, level):
        # Elements one per line, or in compact mode packed while they fit. Each element
        # is followed by ', ' (counted as 2 columns); the last one instead by the
        # caller's allowance.
        indent += self._indent_per_level
        stream.write(' ' * (self._indent_per_level - 1))
        elements = list(items)
        newline = ',\n' + ' ' * indent
        line_room = self._width - indent + 1
        state = [line_room, '']  # [columns left on this line, separator to write next]
        for number, element in enumerate(elements, 1):
            final = number == len(elements)
            if final:
                line_room -= allowance
                state[0] -= allowance
            if self._compact and self._pack(element, stream, line_room, newline, state,
                                            context, level):
                continue
            stream.write(state[1])
            state[1] = newline
            self._format(element, stream, indent, allowance if final else 1, context,
                         level)

    def _pack(self, element, stream, line_room, newline, state, context, level):
        # compact mode: put element's repr on the current line, or on a fresh one when
        # it no longer fits; False when it is too wide even for a fresh line
        text = self._repr(element, context, level)
        need = len(text) + 2
        if state[0] < need:
            state[0] = line_room
            if state[1]:
                state[1] = newline
        if state[0] < need:
            return False
        state[0] -= need
        stream.write(state[1] + text)
        state[1] = ', '
        return True

    def _repr(self, object, context, level):
        # the one-line form; its flags are remembered on the printer (they only ever
        # turn readable off and recursive on)
        found = self.format(object, context.copy(), self._depth, level)
        self._note(found[1], found[2])
        return found[0]

    def _note(self, readable, recursive):
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True

    def format(self, object, context, maxlevels, level):
        """Format object for a specific context, returning a string
        and flags indicating whether the representation is 'readable'
        and whether the object represents a recursive construct.
        """
        return self._safe_repr(object, context, maxlevels, level)

    @_empty_as_repr
    def _pprint_default_dict(self, object, stream, indent, allowance, context, level):
        # Name(factory,\n {...}): the dict starts on its own line under the factory
        factory = self._repr(object.default_factory, context, level)
        name = object.__class__.__name__
        head = '%s(%s,' % (name, factory)
        column = indent + len(name) + 1
        stream.write(head + '\n' + ' ' * column)
        self._pprint_dict(object, stream, column, allowance + 1, context, level)
        stream.write(')')

    @_empty_as_repr
    def _pprint_counter(self, object, stream, indent, allowance, context, level):
        name = object.__class__.__name__
        stream.write(name + '({' + ' ' * (self._indent_per_level - 1))
        self._format_dict_items(object.most_common(), stream, indent + len(name) + 1,
                                allowance + 2, context, level)
        stream.write('})')

    def _pprint_chain_map(self, object, stream, indent, allowance, context, level):
        maps = object.maps
        if not len(maps):
            stream.write(repr(object))
            return
        name = object.__class__.__name__
        inner = indent + len(name) + 1
        stream.write(name + '(')
        for m in maps[:-1]:
            self._format(m, stream, inner, 1, context, level)
            stream.write(',\n' + ' ' * inner)
        self._format(maps[-1], stream, inner, allowance + 1, context, level)
        stream.write(')')

    @_empty_as_repr
    def _pprint_deque(self, object, stream, indent, allowance, context, level):
        # deque([...]) or, with a bound, deque([...],\n maxlen=N)
        name = object.__class__.__name__
        inner = indent + len(name) + 1
        stream.write(name + '([')
        bounded = object.maxlen is not None
        self._format_items(object, stream, inner, 2 if bounded else allowance + 2,
                           context, level)
        if bounded:
            bound = self._repr(object.maxlen, context, level)
            stream.write('],\n' + ' ' * inner + 'maxlen=' + bound + ')')
        else:
            stream.write('])')

    def _pprint_user_dict(self, object, stream, indent, allowance, context, level):
        self._format(object.data, stream, indent, allowance, context, level - 1)

    _pprint_user_list = _pprint_user_dict
    _pprint_user_string = _pprint_user_dict

    def _safe_repr(self, object, context, maxlevels, level):
        # (repr string, readable by eval, recursive); the containers whose repr is the
        # builtin one are walked here so that depth and recursion are honoured
        cls = type(object)
        if cls in _builtin_scalars:
            return repr(object), True, False
        method = getattr(cls, "__repr__", None)
        if issubclass(cls, int) and method is int.__repr__:
            text = f"{object:_d}" if self._underscore_numbers else repr(object)
            return text, True, False
        walk = (context, maxlevels, level)
        if issubclass(cls, dict) and method is dict.__repr__:
            return self._safe_walk(object, '{', '}', True, *walk)
        if issubclass(cls, list) and method is list.__repr__:
            return self._safe_walk(object, '[', ']', False, *walk)
        if issubclass(cls, tuple) and method is tuple.__repr__:
            close = ',)' if len(object) == 1 else ')'
            return self._safe_walk(object, '(', close, False, *walk)
        text = repr(object)
        # readable is the repr itself when that is '' (CPython returns it unconverted)
        return text, (text and not text.startswith('<')), False

    def _safe_walk(self, object, open, close, pairs, context, maxlevels, level):
        # the one-line repr of a builtin-repr dict (pairs) or list/tuple, walked with
        # the depth limit and recursion check
        if not object:
            return open + close, True, False
        key = id(object)
        if maxlevels and level >= maxlevels:
            return open + '...' + close, False, key in context
        if key in context:
            return _recursion(object), False, True
        context[key] = 1
        level += 1
        fmt = self.format
        texts = []
        readable, recursive = True, False
        if pairs:
            for k, v in self._sorted_items(object):
                kt, kok, kagain = fmt(k, context, maxlevels, level)
                vt, vok, vagain = fmt(v, context, maxlevels, level)
                texts.append('%s: %s' % (kt, vt))
                readable = readable and kok and vok
                if kagain or vagain:
                    recursive = True
        else:
            for element in object:
                text, ok, again = fmt(element, context, maxlevels, level)
                texts.append(text)
                if not ok:
                    readable = False
                if again:
                    recursive = True
        del context[key]
        return open + ', '.join(texts) + close, readable, recursive


_builtin_scalars = frozenset({str, bytes, bytearray, float, complex, bool, type(None)})


def _recursion(object):
    return "<Recursion on %s with id=%s>" % (type(object).__name__, id(object))


def _register_optional():
    # Handlers for the types of modules that may not be importable in this VM (the host
    # can deny them); each is registered only when its module imports.
    d = PrettyPrinter._dispatch
    try:
        import collections as c
    except ImportError:
        c = None
    if c is not None:
        for name, handler in (('OrderedDict', '_pprint_ordered_dict'),
                              ('defaultdict', '_pprint_default_dict'),
                              ('Counter', '_pprint_counter'),
                              ('ChainMap', '_pprint_chain_map'),
                              ('deque', '_pprint_deque'),
                              ('UserDict', '_pprint_user_dict'),
                              ('UserList', '_pprint_user_list'),
                              ('UserString', '_pprint_user_string')):
            t = getattr(c, name, None)
            if t is not None:
                d[t.__repr__] = getattr(PrettyPrinter, handler)
    try:
        import types as t
    except ImportError:
        t = None
    if t is not None and hasattr(t, 'SimpleNamespace'):
        d[t.SimpleNamespace.__repr__] = PrettyPrinter._pprint_simplenamespace


_register_optional()
del _register_optional
