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
    text = isinstance(args[0], str)
    if any(a and isinstance(a, str) != text for a in args[1:]):
        raise TypeError("Cannot mix str and non-str arguments")
    if text:
        return (*args, _same)
    return (*[a.decode('ascii', 'strict') if a else '' for a in args], _to_bytes)


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
        # lower-cased, except the zone of a scoped IPv6 address (after '%')
        cut = host.find('%' if isinstance(host, str) else b'%')
        if cut < 0:
            return host.lower()
        return host[:cut].lower() + host[cut:]

    @property
    def port(self):
        text = self._hostinfo[1]
        if text is None:
            return None
        # only ASCII digits: int() would also take '+1', ' 1', '1_0' or non-ASCII digits
        if not (text.isascii() and text.isdigit()):
            raise ValueError(f"Port could not be cast to integer value as {text!r}")
        number = int(text)
        if number > 65535:
            raise ValueError("Port out of range 0-65535")
        return number

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
        host_port = self.netloc.rpartition(at)[2]
        opened = host_port.find(lb)
        if opened < 0:
            host, _, port = host_port.partition(colon)
        else:
            # [host]:port - the port is whatever follows the first ':' after ']'
            host, _, after = host_port[opened + 1:].partition(rb)
            port = after.partition(colon)[2]
        return host, port or None


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
    # the authority runs from start to the first '/', '?' or '#' (or the end)
    stops = [i for i in (url.find(c, start) for c in '/?#') if i >= 0]
    end = min(stops) if stops else len(url)
    return url[start:end], url[end:]


def _checknetloc(netloc):
    if not netloc or netloc.isascii():
        return
    # A netloc whose NFKC form gains a URL delimiter is refused (the delimiters
    # already present are left out of the comparison).
    import unicodedata
    bare = netloc
    for delim in '@:#?':
        bare = bare.replace(delim, '')
    folded = unicodedata.normalize('NFKC', bare)
    if folded != bare and any(delim in folded for delim in '/?#@:'):
        raise ValueError(f"netloc '{netloc}' contains invalid characters "
                         "under NFKC normalization")


def _splitparams(url):
    # (only called with a ';' in url) params begin at the first ';' of the last segment
    cut = url.find(';', max(url.rfind('/'), 0))
    if cut < 0:
        return url, ''
    return url[:cut], url[cut + 1:]


def _without_unsafe(text):
    for ch in _REMOVED:
        text = text.replace(ch, '')
    return text


def _is_scheme(text):
    return (text[:1].isascii() and text[:1].isalpha()
            and all(c in scheme_chars for c in text))


def _check_netloc_brackets(netloc):
    opened, closed = '[' in netloc, ']' in netloc
    if opened != closed:
        raise ValueError("Invalid IPv6 URL")
    if opened:
        _check_bracketed_host(netloc.partition('[')[2].partition(']')[0])


def urlsplit(url, scheme='', allow_fragments=True):
    """Parse a URL into 5 components:
    <scheme>://<netloc>/<path>?<query>#<fragment>"""
    url, scheme, coerce = _coerce_args(url, scheme)
    # WHATWG cleanup: C0 controls and spaces off the front, tab/CR/LF anywhere
    url = _without_unsafe(url.lstrip(_C0_OR_SPACE))
    scheme = _without_unsafe(scheme.strip(_C0_OR_SPACE))
    colon = url.find(':')
    if colon > 0 and _is_scheme(url[:colon]):
        scheme, url = url[:colon].lower(), url[colon + 1:]
    netloc = ''
    if url.startswith('//'):
        netloc, url = _splitnetloc(url, 2)
        _check_netloc_brackets(netloc)
    fragment = ''
    if allow_fragments:
        url, _, fragment = url.partition('#')
    url, _, query = url.partition('?')
    _checknetloc(netloc)
    return coerce(SplitResult(scheme, netloc, url, query, fragment))


def urlparse(url, scheme='', allow_fragments=True):
    """Parse a URL into 6 components:
    <scheme>://<netloc>/<path>;<params>?<query>#<fragment>"""
    url, scheme, coerce = _coerce_args(url, scheme)
    split = urlsplit(url, scheme, allow_fragments)
    path, params = split.path, ''
    if split.scheme in uses_params and ';' in path:
        path, params = _splitparams(path)
    return coerce(ParseResult(split.scheme, split.netloc, path, params, split.query,
                              split.fragment))


def urlunsplit(components):
    """Combine the elements of a tuple as returned by urlsplit() into a
    complete URL as a string."""
    scheme, netloc, url, query, fragment, coerce = _coerce_args(*components)
    out = url
    # a '//' authority part is written for a netloc, and for an empty one when the
    # scheme uses netlocs (keeping 'file:///x' round-tripping), unless the path
    # already starts with '//'
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        out = _with_authority(netloc, out)
    if scheme:
        out = scheme + ':' + out
    for mark, part in (('?', query), ('#', fragment)):
        if part:
            out = out + mark + part
    return coerce(out)


def _with_authority(netloc, path):
    # a path after an authority must be absolute
    lead = '/' if path and path[:1] != '/' else ''
    return '//' + (netloc or '') + lead + path


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
    b = urlparse(base, '', allow_fragments)
    r = urlparse(url, b.scheme, allow_fragments)
    if r.scheme != b.scheme or r.scheme not in uses_relative:
        return coerce(url)
    return coerce(urlunparse(_resolve_reference(b, r)))


def _resolve_reference(b, r):
    # RFC 3986 section 5.2.2 on parsed (6-part) base b and reference r, with the
    # same choices as CPython: the netloc only counts for schemes in uses_netloc.
    if r.scheme in uses_netloc:
        if r.netloc:
            return r
        netloc = b.netloc
    else:
        netloc = r.netloc
    if not r.path and not r.params:
        return (r.scheme, netloc, b.path, b.params, r.query or b.query, r.fragment)
    if r.path[:1] == '/':
        segments = r.path.split('/')
    else:
        segments = _merge_segments(b.path, r.path)
    return (r.scheme, netloc, _drop_dot_segments(segments), r.params, r.query, r.fragment)


def _merge_segments(base_path, rel_path):
    parent = base_path.split('/')
    if parent[-1]:
        parent.pop()  # the base's last segment names a file, not a directory
    merged = parent + rel_path.split('/')
    # empty inner segments would double the slashes when joined again
    merged[1:-1] = [s for s in merged[1:-1] if s]
    return merged


def _drop_dot_segments(segments):
    kept = []
    for seg in segments:
        if seg == '.':
            continue
        if seg != '..':
            kept.append(seg)
        elif kept:
            kept.pop()  # '..' above the root stays at the root
    if segments[-1] in ('.', '..'):
        kept.append('')  # a trailing dot segment names a directory
    return '/'.join(kept) or '/'


def urldefrag(url):
    """Removes any existing fragment from URL."""
    url, coerce = _coerce_args(url)
    if '#' not in url:
        return coerce(DefragResult(url, ''))
    # through urlparse/urlunparse, so the rest is normalized as CPython does
    parts = urlparse(url)
    rest = urlunparse(tuple(parts[:5]) + ('',))
    return coerce(DefragResult(rest, parts.fragment))


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
        string.split  # AttributeError for a non-string, as CPython
        return string
    enc = 'utf-8' if encoding is None else encoding
    errs = 'replace' if errors is None else errors
    # (the fast path takes real strings only: other types fail in the regex split)
    if isinstance(string, str) and string.isascii():
        return unquote_to_bytes(string).decode(enc, errs)
    return _unquote_ascii_runs(string, enc, errs)


def _unquote_ascii_runs(string, enc, errs):
    # escapes only occur in the ASCII runs (odd items); other text passes through
    pieces = _ascii_run.split(string)
    for i in range(1, len(pieces), 2):
        pieces[i] = unquote_to_bytes(pieces[i]).decode(enc, errs)
    return ''.join(pieces)


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
    if not isinstance(string, str):
        # bytes-like input is already encoded: an encoding makes no sense for it
        for what, given in (('encoding', encoding), ('errors', errors)):
            if given is not None:
                raise TypeError(f"quote() doesn't support '{what}' for bytes")
        return quote_from_bytes(string, safe)
    if string == '':
        return string
    data = string.encode('utf-8' if encoding is None else encoding,
                         'strict' if errors is None else errors)
    return quote_from_bytes(data, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """Like quote(), but also replace ' ' with '+'."""
    if isinstance(string, str):
        spaceless = ' ' not in string
    elif isinstance(string, bytes):
        spaceless = b' ' not in string
    else:
        spaceless = False
    if spaceless:
        return quote(string, safe, encoding, errors)
    # keep spaces through quote() as they are, then turn them into '+'
    widened = safe + (' ' if isinstance(safe, str) else b' ')
    return quote(string, widened, encoding, errors).replace(' ', '+')


def _ascii_safe(safe):
    # non-ASCII characters in `safe` are ignored (they are always quoted)
    if isinstance(safe, str):
        return safe.encode('ascii', 'ignore')
    return bytes([c for c in safe if c < 128])


def quote_from_bytes(bs, safe='/'):
    """Like quote(), but accepts a bytes object rather than a str."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if len(bs) == 0:
        return ''
    keep = _ascii_safe(safe)
    if not bs.translate(None, _ALWAYS_SAFE_BYTES + keep):
        return bs.decode()  # nothing to escape
    table = _quoter_table(keep)
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
    # the limit is checked before splitting (it guards against huge queries)
    if max_num_fields is not None:
        count = qs.count(separator) + 1 if qs else 0
        if count > max_num_fields:
            raise ValueError('Max number of fields exceeded')

    def decoded(text):
        return coerce(unquote(text.replace('+', ' '), encoding=encoding, errors=errors))

    pairs = []
    for field in (qs.split(separator) if qs else ()):
        if not field and not strict_parsing:
            continue
        name, eq, value = field.partition('=')
        if not eq:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (field,))
            if not keep_blank_values:
                continue
        elif not value and not keep_blank_values:
            continue
        pairs.append((decoded(name), decoded(value)))
    return pairs


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """Parse a query given as a string argument into a dict of lists."""
    return _group_pairs(parse_qsl(qs, keep_blank_values, strict_parsing, encoding=encoding,
                                  errors=errors, max_num_fields=max_num_fields,
                                  separator=separator))


def _group_pairs(pairs):
    # name -> its values in order; names in order of first appearance
    grouped = {}
    for name, value in pairs:
        grouped.setdefault(name, []).append(value)
    return grouped
