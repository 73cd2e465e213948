whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace
__all__ = ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'capwords',
           'digits', 'hexdigits', 'octdigits', 'printable', 'punctuation',
           'whitespace', 'Formatter', 'Template']
def capwords(s, sep=None):
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))
def _check_text(s):
    # CPython runs a str regex over the text: re's TypeError for anything else
    if isinstance(s, str):
        return
    if isinstance(s, (bytes, bytearray)):
        raise TypeError("cannot use a string pattern on a bytes-like object")
    raise TypeError(f"expected string or bytes-like object, got '{type(s).__name__}'")

def _parse_format(s):
    # The parts of a format string as str.format reads them: (literal_text,
    # field_name, format_spec, conversion) per replacement field, the same grammar and
    # errors as the C parser of str.format (builtins/strformat.c)
    i, n = 0, len(s)
    while i < n:
        start = i
        while i < n and s[i] not in '{}':
            i += 1
        literal = s[start:i]
        if i >= n:
            yield literal, None, None, None
            return
        brace = s[i]
        i += 1
        if i < n and s[i] == brace:
            yield literal + brace, None, None, None
            i += 1
            continue
        if brace == '}':
            raise ValueError("Single '}' encountered in format string")
        if i >= n:
            raise ValueError("Single '{' encountered in format string")
        field_start = i
        depth = 1
        in_spec = False
        bang = False
        conv_missing = False
        while i < n:
            c = s[i]
            if not in_spec:
                if c == '{':
                    raise ValueError("unexpected '{' in field name")
                if c == '[':
                    while i < n and s[i] != ']':
                        i += 1
                    if i < n:
                        i += 1
                    continue
                if c == '}':
                    break
                if c == ':':
                    in_spec = True
                if c == '!':
                    # the conversion character, whatever it is, then ':' or '}'
                    bang = True
                    if i + 1 >= n:
                        conv_missing = True
                        i = n
                        break
                    i += 2
                    if i >= n or s[i] == '}':
                        break
                    if s[i] != ':':
                        raise ValueError("expected ':' after conversion specifier")
                    in_spec = True
                i += 1
                continue
            if c == '{':
                depth += 1
            elif c == '}':
                depth -= 1
                if depth == 0:
                    break
            i += 1
        if i >= n:
            if conv_missing:
                raise ValueError("end of string while looking for conversion specifier")
            if in_spec or bang:
                raise ValueError("unmatched '{' in format spec")
            raise ValueError("expected '}' before end of string")
        yield (literal,) + _split_field(s[field_start:i])
        i += 1


def _split_field(field):
    # (field_name, format_spec, conversion) of the text between the braces
    i, n = 0, len(field)
    while i < n and field[i] not in ':!':
        if field[i] == '[':
            while i < n and field[i] != ']':
                i += 1
        if i < n:
            i += 1
    name = field[:i]
    conversion = None
    if i < n and field[i] == '!':
        if i + 1 >= n:
            raise ValueError("end of string while looking for conversion specifier")
        conversion = field[i + 1]
        i += 2
        if i < n and field[i] != ':':
            raise ValueError("expected ':' after conversion specifier")
    spec = field[i + 1:] if i < n and field[i] == ':' else ''
    return name, spec, conversion


def _field_name_split(name):
    # (first, iterator of (is_attr, key)) of a field name: 'a.b[0]' -> ('a', (True,
    # 'b'), (False, 0)); digit-only parts become ints. As in CPython, errors in the
    # rest are raised while iterating it.
    i, n = 0, len(name)
    while i < n and name[i] not in '.[':
        i += 1
    first = name[:i]
    if first.isdigit() and first.isascii():
        first = int(first)
    return first, _field_rest(name, i)


def _field_rest(name, i):
    n = len(name)
    while i < n:
        c = name[i]
        i += 1
        if c == '.':
            start = i
            while i < n and name[i] not in '.[':
                i += 1
            if i == start:
                raise ValueError("Empty attribute in format string")
            yield True, name[start:i]
        elif c == '[':
            start = i
            while i < n and name[i] != ']':
                i += 1
            if i >= n:
                raise ValueError("Missing ']' in format string")
            key = name[start:i]
            if key == '':
                raise ValueError("Empty attribute in format string")
            i += 1
            if i < n and name[i] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field "
                                 "specifier")
            yield False, int(key) if key.isdigit() and key.isascii() else key
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")


_CONVERSIONS = (('s', str), ('r', repr), ('a', ascii))

_MIXED_NUMBERING = ('cannot switch from manual field specification to automatic '
                    'field numbering')


def _number_field(name, numbering):
    # returns (field name to look up, updated numbering): an empty name takes the
    # next automatic number; a number written out ends automatic numbering
    if name == '':
        if numbering is False:
            raise ValueError(_MIXED_NUMBERING)
        return str(numbering), numbering + 1
    if name.isdigit():
        if numbering:
            raise ValueError(_MIXED_NUMBERING)
        return name, False
    return name, numbering


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        # auto_arg_index is the next automatic field number, or False once a field
        # was numbered by hand; nested format specs share it and return it updated
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        pieces = []
        numbering = auto_arg_index
        for literal, name, spec, conversion in self.parse(format_string):
            if literal:
                pieces.append(literal)
            if name is None:
                continue
            name, numbering = _number_field(name, numbering)
            value, key = self.get_field(name, args, kwargs)
            used_args.add(key)
            value = self.convert_field(value, conversion)
            spec, numbering = self._vformat(spec, args, kwargs, used_args,
                                            recursion_depth - 1, auto_arg_index=numbering)
            pieces.append(self.format_field(value, spec))
        return ''.join(pieces), numbering

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        else:
            return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        for code, convert in _CONVERSIONS:
            if conversion == code:
                return convert(value)
        raise ValueError(f"Unknown conversion specifier {conversion!s}")

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        # the first part picks an argument; each later part is an attribute or an item
        key, path = _field_name_split(field_name)
        found = self.get_value(key, args, kwargs)
        for by_attr, part in path:
            found = getattr(found, part) if by_attr else found[part]
        return found, key


class Template:
    delimiter = '$'
    def __init__(self, template):
        self.template = template
    def _scan(self):
        # (start, end, name) per placeholder: name is a str, '' for an escaped
        # delimiter, or None for an invalid placeholder (end is then after the delimiter)
        s = self.template
        _check_text(s)
        d = self.delimiter
        i = 0
        n = len(s)
        def ident(j):
            k = j
            while k < n and (s[k] == '_' or s[k].isascii() and s[k].isalnum()):
                k += 1
            if k > j and (s[j].isdigit()):
                return j
            return k
        while True:
            i = s.find(d, i)
            if i < 0:
                return
            j = i + len(d)
            if s.startswith(d, j):
                yield i, j + len(d), ''
                i = j + len(d)
                continue
            name = None
            if j < n and s[j] == '{':
                k = ident(j + 1)
                if k > j + 1 and k < n and s[k] == '}':
                    name = s[j + 1:k]
                    end = k + 1
            else:
                k = ident(j)
                if k > j:
                    name = s[j:k]
                    end = k
            if name is None:
                yield i, j, None
                i = j
            else:
                yield i, end, name
                i = end
    def _sub(self, mapping, kws, safe):
        s = self.template
        out = []
        last = 0
        for i, end, name in self._scan():
            out.append(s[last:i])
            last = end
            if name == '':
                out.append(self.delimiter)
            elif name is None:
                if not safe:
                    lines = s[:end].splitlines(keepends=True)
                    col = end - len(''.join(lines[:-1])) if lines else 1
                    raise ValueError(f'Invalid placeholder in string: line {len(lines) or 1}, col {col}')
                last = i
            else:
                try:
                    out.append(str(kws[name] if name in kws else mapping[name]))
                except KeyError:
                    if not safe:
                        raise
                    out.append(s[i:end])
        out.append(s[last:])
        return ''.join(out)
    def substitute(self, mapping={}, /, **kws):
        return self._sub(mapping, kws, False)
    def safe_substitute(self, mapping={}, /, **kws):
        return self._sub(mapping, kws, True)
    def is_valid(self):
        return all(name is not None for _, _, name in self._scan())
    def get_identifiers(self):
        ids = []
        for _, _, name in self._scan():
            if name and name not in ids:
                ids.append(name)
        return ids
