"""JSON (RFC 7159) encoder and decoder, as CPython 3.11's json module.

pyeval's own implementation (modules/json.c loads it): this is the API layer, as
CPython's Lib/json; the scanner (c_scan_once, modules/json_scan.c), the one-shot encoder
(c_encode, modules/json_enc.c) and the string escapers are native, as CPython's _json.
Observable behaviour follows CPython: json.dumps without indent behaves as the C encoder
(its RecursionError and out-of-range float messages), with indent as the pure-Python
one, iterencode/dump give the pure-Python encoder's chunks, and json.loads behaves as
the C scanner (its error messages and positions).
"""

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError',
           'JSONEncoder']

_INF = float('inf')
_FLOAT = float
_INT = int
_STR = str


# ---- errors ---------------------------------------------------------------------------

class JSONDecodeError(ValueError):
    """Subclass of ValueError with msg, doc, pos, lineno and colno."""
    __module__ = 'json.decoder'

    def __init__(self, msg, doc, pos):
        # lines count from 1; the column is the distance from the last newline before
        # pos (rfind's -1 makes the first line's columns 1-based too)
        line, col = 1 + doc.count('\n', 0, pos), pos - doc.rfind('\n', 0, pos)
        where = 'line %d column %d (char %d)' % (line, col, pos)
        ValueError.__init__(self, '%s: %s' % (msg, where))
        vars(self).update(msg=msg, doc=doc, pos=pos, lineno=line, colno=col)

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


_RECURSION = 'maximum recursion depth exceeded'


def _retag(e, where):
    # The innermost container that overflowed names itself, as CPython's C code does
    # (pyeval's own text may name the operation that overflowed, "... in comparison");
    # outer levels see a tagged text and leave it alone.
    if len(e.args) == 1 and isinstance(e.args[0], str):
        text = e.args[0]
        if text.startswith(_RECURSION) and ' while ' not in text:
            e.args = (_RECURSION + where,)


# ---- string encoding --------------------------------------------------------------------

# the native escapers (modules/json.c), as CPython's c_encode_basestring(_ascii)
encode_basestring = c_encode_basestring
encode_basestring_ascii = c_encode_basestring_ascii


# ---- the one-shot encoder (CPython's C encoder) ----------------------------------------

def _one_shot_encode(enc, o):
    """Encode o as dumps does; returns the whole text, from the native encoder
    (modules/json_enc.c). Without indent that is CPython's C encoder; with indent it
    writes what CPython's pure-Python encoder joins, with that encoder's messages."""
    indent = enc.indent
    ksep = enc.key_separator
    isep = enc.item_separator
    if indent is None:
        # CPython's c_make_encoder takes only str separators
        for n, sep in ((5, ksep), (6, isep)):
            if not isinstance(sep, _STR):
                raise TypeError('make_encoder() argument %d must be str, not %s' %
                                (n, type(sep).__name__))
    else:
        if not isinstance(indent, _STR):
            indent = ' ' * indent
        if not (isinstance(indent, _STR) and isinstance(ksep, _STR) and
                isinstance(isep, _STR)):
            # the pure-Python encoder's own errors (or results) for odd separators
            return ''.join(JSONEncoder.iterencode(enc, o))
    return c_encode((enc.check_circular, enc.default, enc.ensure_ascii, enc.allow_nan,
                     ksep, isep, enc.sort_keys, enc.skipkeys, indent), o)


# ---- the iterative encoder (CPython's pure-Python one, for indent and dump) ---------

def _make_iterencode(markers, _default, _encoder, _indent, _floatstr, _key_separator,
                     _item_separator, _sort_keys, _skipkeys, _one_shot):
    if _indent is not None and not isinstance(_indent, _STR):
        _indent = ' ' * _indent
    int_repr = _INT.__repr__

    def scalar(o):
        # the text of a leaf value, or None for a container or other object
        if isinstance(o, _STR):
            return _encoder(o)
        if o is None:
            return 'null'
        if o is True:
            return 'true'
        if o is False:
            return 'false'
        if isinstance(o, _INT):
            return int_repr(o)
        if isinstance(o, _FLOAT):
            return _floatstr(o)
        return None

    def nested(o, level):
        if isinstance(o, (list, tuple)):
            return iter_list(o, level)
        if isinstance(o, dict):
            return iter_dict(o, level)
        return iter_any(o, level)

    def enter(o):
        if markers is None:
            return None
        mid = id(o)
        if mid in markers:
            raise ValueError('Circular reference detected')
        markers[mid] = o
        return mid

    def iter_list(lst, level):
        if not lst:
            yield '[]'
            return
        mid = enter(lst)
        buf = '['
        if _indent is not None:
            level += 1
            newline_indent = '\n' + _indent * level
            separator = _item_separator + newline_indent
            buf += newline_indent
        else:
            newline_indent = None
            separator = _item_separator
        first = True
        for value in lst:
            if first:
                first = False
            else:
                buf = separator
            text = scalar(value)
            if text is not None:
                yield buf + text
            else:
                yield buf
                yield from nested(value, level)
        if newline_indent is not None:
            level -= 1
            yield '\n' + _indent * level
        yield ']'
        if mid is not None:
            del markers[mid]

    def iter_dict(dct, level):
        if not dct:
            yield '{}'
            return
        mid = enter(dct)
        yield '{'
        if _indent is not None:
            level += 1
            newline_indent = '\n' + _indent * level
            item_separator = _item_separator + newline_indent
            yield newline_indent
        else:
            newline_indent = None
            item_separator = _item_separator
        first = True
        items = sorted(dct.items()) if _sort_keys else dct.items()
        for key, value in items:
            if isinstance(key, _STR):
                pass
            elif isinstance(key, _FLOAT):
                key = _floatstr(key)
            elif key is True:
                key = 'true'
            elif key is False:
                key = 'false'
            elif key is None:
                key = 'null'
            elif isinstance(key, _INT):
                key = int_repr(key)
            elif _skipkeys:
                continue
            else:
                raise TypeError('keys must be str, int, float, bool or None, '
                                'not %s' % key.__class__.__name__)
            if first:
                first = False
            else:
                yield item_separator
            yield _encoder(key)
            yield _key_separator
            text = scalar(value)
            if text is not None:
                yield text
            else:
                yield from nested(value, level)
        if newline_indent is not None:
            level -= 1
            yield '\n' + _indent * level
        yield '}'
        if mid is not None:
            del markers[mid]

    def iter_any(o, level):
        text = scalar(o)
        if text is not None:
            yield text
        elif isinstance(o, (list, tuple)):
            yield from iter_list(o, level)
        elif isinstance(o, dict):
            yield from iter_dict(o, level)
        else:
            mid = enter(o)
            o = _default(o)
            yield from iter_any(o, level)
            if mid is not None:
                del markers[mid]

    def iterencode(o, level):
        try:
            yield from iter_any(o, level)
        except RecursionError as e:
            _retag(e, ' while calling a Python object')
            raise

    return iterencode


class JSONEncoder(object):
    """Extensible JSON encoder for Python data structures."""
    __module__ = 'json.encoder'
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None,
                 default=None):
        for attr, value in (('skipkeys', skipkeys), ('ensure_ascii', ensure_ascii),
                            ('check_circular', check_circular), ('allow_nan', allow_nan),
                            ('sort_keys', sort_keys), ('indent', indent)):
            setattr(self, attr, value)
        if separators is None:
            # an indented document ends its lines after the comma: no trailing blank
            if indent is not None:
                self.item_separator = ','
        else:
            self.item_separator, self.key_separator = separators
        # a given default shadows the method on this instance only
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        if isinstance(o, _STR):
            # a bare string needs no encoder machinery, only the escaper
            escape = encode_basestring_ascii if self.ensure_ascii else encode_basestring
            return escape(o)
        pieces = self.iterencode(o, _one_shot=True)
        # a subclass's iterencode may hand back any iterable; materialize it as list()
        # does so its errors read the same
        return ''.join(pieces if isinstance(pieces, (list, tuple)) else list(pieces))

    def iterencode(self, o, _one_shot=False):
        if _one_shot:
            # the whole text at once (CPython: its C encoder without indent, its
            # Python one joined with indent)
            return (_one_shot_encode(self, o),)
        markers = {} if self.check_circular else None
        encoder = encode_basestring_ascii if self.ensure_ascii else encode_basestring
        allow_nan = self.allow_nan
        float_repr = _FLOAT.__repr__

        def floatstr(x):
            finite = x == x and x != _INF and x != -_INF
            if finite:
                return float_repr(x)
            if allow_nan:
                # JavaScript's names for the non-finite values
                if x != x:
                    return 'NaN'
                return 'Infinity' if x > 0 else '-Infinity'
            raise ValueError('Out of range float values are not JSON compliant: ' + repr(x))

        gen = _make_iterencode(markers, self.default, encoder, self.indent, floatstr,
                               self.key_separator, self.item_separator, self.sort_keys,
                               self.skipkeys, _one_shot)
        return gen(o, 0)



# ---- the decoder (CPython's C scanner) ------------------------------------------------

_WS = ' \t\n\r'


def scanstring(s, end, strict=True):
    """Decode the JSON string whose body starts at s[end] (after the quote), with the
    native scanner (modules/json.c). Returns (str, index after the closing quote)."""
    r = c_scanstring(s, end, strict)
    if r[0] is None:
        raise JSONDecodeError(r[1], s, r[2])
    return r


def make_scanner(context):
    """A scan_once(string, idx) -> (value, end) function for the decoder context;
    raises StopIteration(idx) where no value starts. The scanning is native
    (modules/json_scan.c, CPython's c_make_scanner)."""
    ctx = (context.strict, context.object_hook, context.object_pairs_hook,
           context.parse_float, context.parse_int, context.parse_constant,
           JSONDecodeError)

    def scan_once(string, idx):
        return c_scan_once(ctx, string, idx)

    return scan_once


def _no_value_error(doc, pos):
    return JSONDecodeError('Expecting value', doc, pos)


_CONSTANTS = {'-Infinity': -_INF, 'Infinity': _INF, 'NaN': float('nan')}


class JSONDecoder(object):
    """Simple JSON decoder."""
    __module__ = 'json.decoder'

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        # a missing (or falsy) converter falls back to the plain constructor
        for attr, value in (('object_hook', object_hook),
                            ('object_pairs_hook', object_pairs_hook), ('strict', strict),
                            ('parse_int', parse_int or _INT),
                            ('parse_float', parse_float or _FLOAT),
                            ('parse_constant', parse_constant or _CONSTANTS.__getitem__)):
            setattr(self, attr, value)
        self.memo = {}
        # built last: the scanner snapshots the options above
        self.scan_once = make_scanner(self)

    def decode(self, s):
        n = len(s)
        i = 0
        while i < n and s[i] in _WS:
            i += 1
        obj, end = self.raw_decode(s, i)
        while end < n and s[end] in _WS:
            end += 1
        if end != n:
            raise JSONDecodeError('Extra data', s, end)
        return obj

    def raw_decode(self, s, idx=0):
        try:
            found = self.scan_once(s, idx)
        except StopIteration as stop:
            # the scanner's StopIteration carries where no value starts; it stays the
            # error's __context__ (suppressed in tracebacks)
            raise _no_value_error(s, stop.value) from None
        value, stop_at = found
        return value, stop_at


# ---- the module functions --------------------------------------------------------------

_default_encoder = JSONEncoder()
_default_decoder = JSONDecoder()


def _encoder_for(cls, options, extra):
    """The encoder dumps and dump use: a new cls (JSONEncoder by default) built from
    the options, or None when every option is at its default, so the shared module
    encoder serves. Defaults are judged by truth, as the documented API does."""
    flags_plain = (not options['skipkeys'] and options['ensure_ascii'] and
                   options['check_circular'] and options['allow_nan'])
    if (flags_plain and options['indent'] is None and options['separators'] is None and
            options['default'] is None and not options['sort_keys'] and
            cls is None and not extra):
        return None
    make = JSONEncoder if cls is None else cls
    return make(**options, **extra)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None, default=None,
          sort_keys=False, **kw):
    """Serialize obj to a JSON formatted str."""
    options = dict(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                   check_circular=check_circular, allow_nan=allow_nan, indent=indent,
                   separators=separators, default=default, sort_keys=sort_keys)
    enc = _encoder_for(cls, options, kw)
    return (_default_encoder if enc is None else enc).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None, default=None,
         sort_keys=False, **kw):
    """Serialize obj as a JSON formatted stream to fp (anything with .write())."""
    options = dict(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                   check_circular=check_circular, allow_nan=allow_nan, indent=indent,
                   separators=separators, default=default, sort_keys=sort_keys)
    enc = _encoder_for(cls, options, kw)
    if enc is None:
        enc = _default_encoder
    # fp.write is looked up per piece: a chunk is made before a missing write shows
    for piece in enc.iterencode(obj):
        fp.write(piece)


# byte-order marks, longest first where one is a prefix of another (UTF-32-LE's
# starts with UTF-16-LE's)
_BOMS = ((b'\x00\x00\xfe\xff', 'utf-32'), (b'\xff\xfe\x00\x00', 'utf-32'),
         (b'\xfe\xff', 'utf-16'), (b'\xff\xfe', 'utf-16'), (b'\xef\xbb\xbf', 'utf-8-sig'))


def detect_encoding(b):
    """The codec of a JSON byte document: its BOM, else the pattern of zero bytes at
    the start (the first character of a JSON text is ASCII, RFC 4627)."""
    for bom, codec in _BOMS:
        if b.startswith(bom):
            return codec
    size = len(b)
    if size >= 4 or size == 2:
        wide = size >= 4
        if b[0] == 0:
            return 'utf-32-be' if wide and b[1] == 0 else 'utf-16-be'
        if b[1] == 0:
            return 'utf-32-le' if wide and b[2] == 0 and b[3] == 0 else 'utf-16-le'
    return 'utf-8'


def _document_text(s):
    """The str loads parses: s itself, or bytes decoded with their detected codec."""
    if isinstance(s, _STR):
        if s.startswith('\ufeff'):
            raise JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
        return s
    if not isinstance(s, (bytes, bytearray)):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                        f'not {s.__class__.__name__}')
    codec = detect_encoding(s)
    if codec == 'utf-8-sig':
        # pyeval's codecs have no utf-8-sig: the same is utf-8 after the BOM
        s, codec = s[3:], 'utf-8'
    try:
        return s.decode(codec, 'surrogatepass')
    except LookupError:
        # pyeval's codecs lack 'surrogatepass': strict decoding differs only for
        # encoded surrogates, which it refuses (docs/differences.md)
        return s.decode(codec)


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize s (a str, bytes or bytearray holding a JSON document)."""
    text = _document_text(s)
    hooks = (('object_hook', object_hook), ('object_pairs_hook', object_pairs_hook),
             ('parse_float', parse_float), ('parse_int', parse_int),
             ('parse_constant', parse_constant))
    given = {name: hook for name, hook in hooks if hook is not None}
    if cls is None and not given and not kw:
        return _default_decoder.decode(text)
    kw.update(given)
    return (JSONDecoder if cls is None else cls)(**kw).decode(text)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize fp (anything with .read()) holding a JSON document."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)
