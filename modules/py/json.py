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
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(self, '%s: line %d column %d (char %d)' %
                            (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

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
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        if isinstance(o, _STR):
            if self.ensure_ascii:
                return encode_basestring_ascii(o)
            return encode_basestring(o)
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        if _one_shot:
            # the whole text at once (CPython: its C encoder without indent, its
            # Python one joined with indent)
            return (_one_shot_encode(self, o),)
        markers = {} if self.check_circular else None
        encoder = encode_basestring_ascii if self.ensure_ascii else encode_basestring
        allow_nan = self.allow_nan
        float_repr = _FLOAT.__repr__

        def floatstr(o):
            if o != o:
                text = 'NaN'
            elif o == _INF:
                text = 'Infinity'
            elif o == -_INF:
                text = '-Infinity'
            else:
                return float_repr(o)
            if not allow_nan:
                raise ValueError('Out of range float values are not JSON compliant: ' +
                                 repr(o))
            return text

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


_CONSTANTS = {'-Infinity': -_INF, 'Infinity': _INF, 'NaN': float('nan')}


class JSONDecoder(object):
    """Simple JSON decoder."""
    __module__ = 'json.decoder'

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or _FLOAT
        self.parse_int = parse_int or _INT
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self.memo = {}
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
            obj, end = self.scan_once(s, idx)
        except StopIteration as err:
            raise JSONDecodeError('Expecting value', s, err.value) from None
        return obj, end


# ---- the module functions --------------------------------------------------------------

_default_encoder = JSONEncoder()
_default_decoder = JSONDecoder()


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None, default=None,
          sort_keys=False, **kw):
    """Serialize obj to a JSON formatted str."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and
            cls is None and indent is None and separators is None and
            default is None and not sort_keys and not kw):
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
               check_circular=check_circular, allow_nan=allow_nan, indent=indent,
               separators=separators, default=default, sort_keys=sort_keys,
               **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None, default=None,
         sort_keys=False, **kw):
    """Serialize obj as a JSON formatted stream to fp (anything with .write())."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and
            cls is None and indent is None and separators is None and
            default is None and not sort_keys and not kw):
        iterable = _default_encoder.iterencode(obj)
    else:
        if cls is None:
            cls = JSONEncoder
        iterable = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                       check_circular=check_circular, allow_nan=allow_nan,
                       indent=indent, separators=separators, default=default,
                       sort_keys=sort_keys, **kw).iterencode(obj)
    for chunk in iterable:
        fp.write(chunk)


def detect_encoding(b):
    if b.startswith((b'\x00\x00\xfe\xff', b'\xff\xfe\x00\x00')):
        return 'utf-32'
    if b.startswith((b'\xfe\xff', b'\xff\xfe')):
        return 'utf-16'
    if b.startswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    if len(b) >= 4:
        if not b[0]:
            return 'utf-16-be' if b[1] else 'utf-32-be'
        if not b[1]:
            return 'utf-16-le' if b[2] or b[3] else 'utf-32-le'
    elif len(b) == 2:
        if not b[0]:
            return 'utf-16-be'
        if not b[1]:
            return 'utf-16-le'
    return 'utf-8'


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize s (a str, bytes or bytearray holding a JSON document)."""
    if isinstance(s, _STR):
        if s.startswith('\ufeff'):
            raise JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
    else:
        if not isinstance(s, (bytes, bytearray)):
            raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                            f'not {s.__class__.__name__}')
        enc = detect_encoding(s)
        if enc == 'utf-8-sig':
            # pyeval's codecs have no utf-8-sig: the same is utf-8 after the BOM
            s, enc = s[3:], 'utf-8'
        try:
            s = s.decode(enc, 'surrogatepass')
        except LookupError:
            # pyeval's codecs lack 'surrogatepass': strict decoding differs only for
            # encoded surrogates, which it refuses (docs/differences.md)
            s = s.decode(enc)
    if (cls is None and object_hook is None and parse_int is None and
            parse_float is None and parse_constant is None and
            object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize fp (anything with .read()) holding a JSON document."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)
