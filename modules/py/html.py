"""html for the sandbox: escape and unescape (HTML5 character references, with the
standard's fix-ups for numeric references). The tables are html.entities' data."""

import re as _re
from html.entities import html5 as _html5
from html.entities import _invalid_charrefs, _invalid_codepoints

__all__ = ['escape', 'unescape']


def escape(s, quote=True):
    """&, < and > (and with quote also " and ') as HTML-safe sequences."""
    s = s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
    if quote:
        s = s.replace('"', '&quot;').replace("'", '&#x27;')
    return s


# a reference: decimal, hexadecimal, or a name of at most 32 characters
_REF = _re.compile(r'&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)')


def _numeric(body):
    digits = body[1:].rstrip(';')
    if digits[:1] in ('x', 'X'):
        cp = int(digits[1:], 16)
    else:
        cp = int(digits)
    fixed = _invalid_charrefs.get(cp)
    if fixed is not None:
        return fixed
    if cp > 0x10FFFF or 0xD800 <= cp <= 0xDFFF:
        return '\uFFFD'
    if cp in _invalid_codepoints:
        return ''
    return chr(cp)


def _named(body):
    text = _html5.get(body)
    if text is not None:
        return text
    # the longest known prefix (names without ';' are in the table too), at least
    # two characters long
    cut = len(body) - 1
    while cut > 1:
        text = _html5.get(body[:cut])
        if text is not None:
            return text + body[cut:]
        cut -= 1
    return '&' + body


def _expand(m):
    body = m.group(1)
    if body[0] == '#':
        return _numeric(body)
    return _named(body)


def unescape(s):
    """s with every named and numeric character reference replaced by its text."""
    if '&' not in s:
        return s
    return _REF.sub(_expand, s)
