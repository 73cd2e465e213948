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
class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)
    def vformat(self, format_string, args, kwargs):
        return format_string.format(*args, **kwargs)
class Template:
    delimiter = '$'
    def __init__(self, template):
        self.template = template
    def _scan(self):
        # (start, end, name) per placeholder: name is a str, '' for an escaped
        # delimiter, or None for an invalid placeholder (end is then after the delimiter)
        s = self.template
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
