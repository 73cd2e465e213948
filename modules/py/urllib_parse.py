"""Parse (absolute and relative) URLs.

pyeval's urllib.parse: our own code with the behaviour of CPython 3.11's
Lib/urllib/parse.py (RFC 3986 splitting, joining and quoting; the result types and
their attributes). urllib.request is not available: the sandbox has no network.
"""
import re
from collections import namedtuple
from types import GenericAlias

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag",
           "urlsplit", "urlunsplit", "urlencode", "parse_qs",
           "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
           "unquote", "unquote_plus", "unquote_to_bytes",
           "DefragResult", "ParseResult", "SplitResult",
           "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap', 'wais', 'file', 'https',
                 'shttp', 'mms', 'prospero', 'rtsp', 'rtsps', 'rtspu', 'sftp', 'svn',
                 'svn+ssh', 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais', 'file', 'mms',
               'https', 'shttp', 'snews', 'prospero', 'rtsp', 'rtsps', 'rtspu', 'rsync',
               'svn', 'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh', 'ws', 'wss']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap', 'https', 'shttp', 'rtsp',
               'rtsps', 'rtspu', 'sip', 'sips', 'mms', 'sftp', 'tel']
non_hierarchical = ['gopher', 'hdl', 'mailto', 'news', 'telnet', 'wais', 'imap', 'snews',
                    'sip', 'sips']
uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms', 'gopher', 'rtsp', 'rtsps',
              'rtspu', 'sip', 'sips']
uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news', 'nntp', 'wais', 'https', 'shttp',
                 'snews', 'file', 'prospero']
scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')
MAX_CACHE_SIZE = 20

# the C0 controls and space, stripped from the ends (WHATWG); tab, CR and LF removed
_C0_OR_SPACE = ''.join(map(chr, range(33)))
_REMOVED = ('\t', '\r', '\n')


def clear_cache():
    """Clear internal performance caches. (pyeval keeps none.)"""


# ---- str and bytes arguments ----------------------------------------------------------

def _same(x):
    return x


def _to_bytes(obj, encoding='ascii', errors='strict'):
    return obj.encode(encoding, errors)


def _coerce_args(*args):
    # All str, or all bytes-like (decoded as ASCII; results are encoded back). Empty
    # values of either kind go with both.
    is_str = isinstance(args[0], str)
    for a in args[1:]:
        if a and isinstance(a, str) != is_str:
            raise TypeError("Cannot mix str and non-str arguments")
    if is_str:
        return args + (_same,)
    return tuple(a.decode('ascii', 'strict') if a else '' for a in args) + (_to_bytes,)


# ---- result types -----------------------------------------------------------------------

class _ResultMixinStr(object):
    __slots__ = ()

    def encode(self, encoding='ascii', errors='strict'):
        return self._encoded_counterpart(*(x.encode(encoding, errors) for x in self))


class _ResultMixinBytes(object):
    __slots__ = ()

    def decode(self, encoding='ascii', errors='strict'):
        return self._decoded_counterpart(*(x.decode(encoding, errors) for x in self))


class _NetlocResultMixinBase(object):
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        host = self._hostinfo[0]
        if not host:
            return None
        # the zone of a scoped IPv6 address keeps its case
        pct = '%' if isinstance(host, str) else b'%'
        host, sep, zone = host.partition(pct)
        return host.lower() + sep + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError(f"Port could not be cast to integer value as {port!r}")
            if not 0 <= port <= 65535:
                raise ValueError("Port out of range 0-65535")
        return port

    __class_getitem__ = classmethod(GenericAlias)


def _netloc_seps(netloc):
    if isinstance(netloc, str):
        return '@', ':', '[', ']'
    return b'@', b':', b'[', b']'


class _NetlocResultMixinStr(_NetlocResultMixinBase, _ResultMixinStr):
    __slots__ = ()

    @property
    def _userinfo(self):
        at, colon, _, _ = _netloc_seps(self.netloc)
        userinfo, has_at, _ = self.netloc.rpartition(at)
        if not has_at:
            return None, None
        user, has_pw, pw = userinfo.partition(colon)
        return user, (pw if has_pw else None)

    @property
    def _hostinfo(self):
        at, colon, lb, rb = _netloc_seps(self.netloc)
        hostinfo = self.netloc.rpartition(at)[2]
        _, has_lb, bracketed = hostinfo.partition(lb)
        if has_lb:
            host, _, rest = bracketed.partition(rb)
            port = rest.partition(colon)[2]
        else:
            host, _, port = hostinfo.partition(colon)
        return host, (port if port else None)


_DefragBase = namedtuple('DefragResult', 'url fragment')
_SplitBase = namedtuple('SplitResult', 'scheme netloc path query fragment')
_ParseBase = namedtuple('ParseResult', 'scheme netloc path params query fragment')


class DefragResult(_DefragBase, _ResultMixinStr):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url


class SplitResult(_SplitBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(_ParseBase, _NetlocResultMixinStr):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResultBytes(_DefragBase, _ResultMixinBytes):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + b'#' + self.fragment
        return self.url


class SplitResultBytes(_SplitBase, _NetlocResultMixinBase, _ResultMixinBytes):
    __slots__ = ()
    _userinfo = _NetlocResultMixinStr._userinfo
    _hostinfo = _NetlocResultMixinStr._hostinfo

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(_ParseBase, _NetlocResultMixinBase, _ResultMixinBytes):
    __slots__ = ()
    _userinfo = _NetlocResultMixinStr._userinfo
    _hostinfo = _NetlocResultMixinStr._hostinfo

    def geturl(self):
        return urlunparse(self)


for _s, _b in ((DefragResult, DefragResultBytes), (SplitResult, SplitResultBytes),
               (ParseResult, ParseResultBytes)):
    _s._encoded_counterpart = _b
    _b._decoded_counterpart = _s
del _s, _b


# ---- splitting --------------------------------------------------------------------------

def _ipv4_ok(s):
    parts = s.split('.')
    if len(parts) != 4:
        return False
    for p in parts:
        if not (p.isascii() and p.isdigit()) or len(p) > 3 or (len(p) > 1 and p[0] == '0'):
            return False
        if int(p) > 255:
            return False
    return True


def _ipv6_ok(s):
    addr, pct, zone = s.partition('%')
    if pct and (not zone or '%' in zone):
        return False
    parts = addr.split(':')
    if len(parts) < 3:
        return False
    words = 8
    if '.' in parts[-1]:
        if not _ipv4_ok(parts[-1]):
            return False
        parts.pop()
        words = 6
        parts.append('0')  # stands for the last two words
        words += 1
    if len(parts) > words + 1:
        return False
    gaps = [i for i in range(1, len(parts) - 1) if not parts[i]]
    if len(gaps) > 1:
        return False
    if gaps:
        if not parts[0] and len(parts) > 1 and gaps[0] != 1:
            return False
        if not parts[-1] and gaps[0] != len(parts) - 2:
            return False
        present = len([p for p in parts if p])
        if present >= words:
            return False
    else:
        if len(parts) != words:
            return False
        if not parts[0] or not parts[-1]:
            return False
    for p in parts:
        if len(p) > 4 or any(c not in '0123456789abcdefABCDEF' for c in p):
            return False
    return True


def _check_bracketed_host(host):
    if host.startswith('v'):
        if not re.match(r"\Av[a-fA-F0-9]+\..+\Z", host):
            raise ValueError("IPvFuture address is invalid")
    elif _ipv4_ok(host):
        raise ValueError("An IPv4 address cannot be in brackets")
    elif not _ipv6_ok(host):
        raise ValueError(f'{host!r} does not appear to be an IPv4 or IPv6 address')


def _splitnetloc(url, start=0):
    end = len(url)
    for c in '/?#':
        i = url.find(c, start)
        if i >= 0 and i < end:
            end = i
    return url[start:end], url[end:]


def _checknetloc(netloc):
    if not netloc or netloc.isascii():
        return
    # characters that NFKC normalization turns into URL delimiters are refused
    import unicodedata
    n = netloc.replace('@', '').replace(':', '').replace('#', '').replace('?', '')
    norm = unicodedata.normalize('NFKC', n)
    if n == norm:
        return
    for c in '/?#@:':
        if c in norm:
            raise ValueError("netloc '" + netloc + "' contains invalid characters "
                             "under NFKC normalization")


def _splitparams(url):
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def urlsplit(url, scheme='', allow_fragments=True):
    """Parse a URL into 5 components:
    <scheme>://<netloc>/<path>?<query>#<fragment>"""
    url, scheme, coerce = _coerce_args(url, scheme)
    url = url.lstrip(_C0_OR_SPACE)
    scheme = scheme.strip(_C0_OR_SPACE)
    for ch in _REMOVED:
        url = url.replace(ch, '')
        scheme = scheme.replace(ch, '')
    allow_fragments = bool(allow_fragments)
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        head = url[:i]
        if all(c in scheme_chars for c in head):
            scheme, url = head.lower(), url[i + 1:]
    if url[:2] == '//':
        netloc, url = _splitnetloc(url, 2)
        if ('[' in netloc) != (']' in netloc):
            raise ValueError("Invalid IPv6 URL")
        if '[' in netloc:
            _check_bracketed_host(netloc.partition('[')[2].partition(']')[0])
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    _checknetloc(netloc)
    return coerce(SplitResult(scheme, netloc, url, query, fragment))


def urlparse(url, scheme='', allow_fragments=True):
    """Parse a URL into 6 components:
    <scheme>://<netloc>/<path>;<params>?<query>#<fragment>"""
    url, scheme, coerce = _coerce_args(url, scheme)
    scheme, netloc, url, query, fragment = urlsplit(url, scheme, allow_fragments)
    if scheme in uses_params and ';' in url:
        url, params = _splitparams(url)
    else:
        params = ''
    return coerce(ParseResult(scheme, netloc, url, params, query, fragment))


def urlunsplit(components):
    """Combine the elements of a tuple as returned by urlsplit() into a
    complete URL as a string."""
    scheme, netloc, url, query, fragment, coerce = _coerce_args(*components)
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + (netloc or '') + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return coerce(url)


def urlunparse(components):
    """Put a parsed URL back together again."""
    scheme, netloc, url, params, query, fragment, coerce = _coerce_args(*components)
    if params:
        url = "%s;%s" % (url, params)
    return coerce(urlunsplit((scheme, netloc, url, query, fragment)))


def urljoin(base, url, allow_fragments=True):
    """Join a base URL and a possibly relative URL to form an absolute
    interpretation of the latter."""
    if not base:
        return url
    if not url:
        return base
    base, url, coerce = _coerce_args(base, url)
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return coerce(url)
    if scheme in uses_netloc:
        if netloc:
            return coerce(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = bnetloc
    if not path and not params:
        path, params = bpath, bparams
        if not query:
            query = bquery
        return coerce(urlunparse((scheme, netloc, path, params, query, fragment)))
    base_parts = bpath.split('/')
    if base_parts[-1] != '':
        base_parts.pop()  # the base's last segment is a file name, not a directory
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_parts + path.split('/')
        # empty inner segments would double the slashes when joined again
        segments[1:-1] = [s for s in segments[1:-1] if s]
    out = []
    for seg in segments:
        if seg == '..':
            if out:
                out.pop()
        elif seg != '.':
            out.append(seg)
    if segments[-1] in ('.', '..'):
        out.append('')
    return coerce(urlunparse((scheme, netloc, '/'.join(out) or '/', params, query, fragment)))


def urldefrag(url):
    """Removes any existing fragment from URL."""
    url, coerce = _coerce_args(url)
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    return coerce(DefragResult(defrag, frag))


# ---- quoting ----------------------------------------------------------------------------

_HEXDIG = '0123456789ABCDEFabcdef'
_hex_pairs = {(a + b).encode(): bytes.fromhex(a + b) for a in _HEXDIG for b in _HEXDIG}


def unquote_to_bytes(string):
    """unquote_to_bytes('abc%20def') -> b'abc def'."""
    if not string:
        string.split  # AttributeError for a falsy non-string, as CPython
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    bits = string.split(b'%')
    if len(bits) == 1:
        return string
    res = [bits[0]]
    for item in bits[1:]:
        b = _hex_pairs.get(item[:2])
        if b is None:
            res.append(b'%')
            res.append(item)
        else:
            res.append(b)
            res.append(item[2:])
    return b''.join(res)


_ascii_run = re.compile('([\x00-\x7f]+)')


def unquote(string, encoding='utf-8', errors='replace'):
    """Replace %xx escapes by their single-character equivalent."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    if string.isascii():  # one ASCII run: CPython's split would give ['', string, '']
        return unquote_to_bytes(string).decode(encoding, errors)
    bits = _ascii_run.split(string)
    res = [bits[0]]
    for i in range(1, len(bits), 2):
        res.append(unquote_to_bytes(bits[i]).decode(encoding, errors))
        res.append(bits[i + 1])
    return ''.join(res)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """Like unquote(), but also replace plus signs by spaces."""
    string = string.replace('+', ' ')
    return unquote(string, encoding, errors)


_ALWAYS_SAFE = frozenset(b'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                         b'abcdefghijklmnopqrstuvwxyz'
                         b'0123456789'
                         b'_.-~')
_ALWAYS_SAFE_BYTES = bytes(_ALWAYS_SAFE)
_quoters = {}


def _quoter_table(safe):
    # the text of each byte value under this safe set: itself or %XX
    table = _quoters.get(safe)
    if table is None:
        ok = _ALWAYS_SAFE.union(safe)
        table = [chr(b) if b in ok else '%{:02X}'.format(b) for b in range(256)]
        if len(_quoters) > 64:
            _quoters.clear()
        _quoters[safe] = table
    return table


def quote(string, safe='/', encoding=None, errors=None):
    """quote('abc def') -> 'abc%20def'"""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """Like quote(), but also replace ' ' with '+'."""
    if ((isinstance(string, str) and ' ' not in string) or
            (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    space = ' ' if isinstance(safe, str) else b' '
    string = quote(string, safe + space, encoding, errors)
    return string.replace(' ', '+')


def quote_from_bytes(bs, safe='/'):
    """Like quote(), but accepts a bytes object rather than a str."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    if not bs.rstrip(_ALWAYS_SAFE_BYTES + safe):
        return bs.decode()
    table = _quoter_table(safe)
    return ''.join([table[b] for b in bs])


def urlencode(query, doseq=False, safe='', encoding=None, errors=None, quote_via=quote_plus):
    """Encode a dict or sequence of two-element tuples into a URL query string."""
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence "
                            "or mapping object") from err

    def q(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(str(x), safe, encoding, errors)

    out = []
    for k, v in query:
        k = q(k)
        if not doseq or isinstance(v, (bytes, str)):
            out.append(k + '=' + q(v))
            continue
        try:
            len(v)
        except TypeError:
            out.append(k + '=' + q(v))
        else:
            for elt in v:
                out.append(k + '=' + q(elt))
    return '&'.join(out)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query given as a string argument into a list of (name, value)."""
    qs, coerce = _coerce_args(qs)
    separator, _ = _coerce_args(separator)
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        nfields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < nfields:
            raise ValueError('Max number of fields exceeded')
    pairs = []
    for field in (qs.split(separator) if qs else []):
        if not field and not strict_parsing:
            continue
        nv = field.split('=', 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (field,))
            if not keep_blank_values:
                continue
            nv.append('')
        if len(nv[1]) or keep_blank_values:
            name = coerce(unquote(nv[0].replace('+', ' '), encoding=encoding, errors=errors))
            value = coerce(unquote(nv[1].replace('+', ' '), encoding=encoding, errors=errors))
            pairs.append((name, value))
    return pairs


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query given as a string argument into a dict of lists."""
    result = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding=encoding,
                                 errors=errors, max_num_fields=max_num_fields,
                                 separator=separator):
        if name in result:
            result[name].append(value)
        else:
            result[name] = [value]
    return result
