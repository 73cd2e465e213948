"""Filename matching with shell patterns, as CPython 3.11's fnmatch.

pyeval's own implementation: a pattern becomes a regular expression (the re module)
once and is cached. * matches everything, ? one character, [seq] one character in seq,
[!seq] one not in it. Names are not case-folded (POSIX).
"""

import re

__all__ = ['filter', 'fnmatch', 'fnmatchcase', 'translate']

_cache = {}
_CACHE_MAX = 256


def _compiled(pat):
    key = (type(pat), pat)
    r = _cache.get(key)
    if r is None:
        if isinstance(pat, bytes):
            text = str(pat, 'ISO-8859-1')
            r = re.compile(translate(text).encode('ISO-8859-1')).match
        else:
            r = re.compile(translate(pat)).match
        if len(_cache) >= _CACHE_MAX:
            _cache.clear()
        _cache[key] = r
    return r


def fnmatch(name, pat):
    import posixpath
    name = posixpath.normcase(name)
    pat = posixpath.normcase(pat)
    return fnmatchcase(name, pat)


def fnmatchcase(name, pat):
    return _compiled(pat)(name) is not None


def filter(names, pat):
    import posixpath
    match = _compiled(posixpath.normcase(pat))
    return [name for name in names if match(posixpath.normcase(name))]


def translate(pat):
    out = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not out or out[-1] != '.*':  # a run of stars is one star
                out.append('.*')
        elif c == '?':
            out.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                out.append('\\[')
                continue
            body = pat[i:j]
            i = j + 1
            negate = body.startswith('!')
            if negate:
                body = body[1:]
            if not body:
                out.append('(?!)' if not negate else '.')
                continue
            body = body.replace('\\', '\\\\')
            # keep ranges, escape what re would read as set operations
            body = re.sub(r'([&~|])', r'\\\1', body)
            if negate:
                body = '^' + body
            elif body[0] in '^[':
                body = '\\' + body
            out.append('[' + body + ']')
        else:
            out.append(re.escape(c))
    return '(?s:' + ''.join(out) + ')\\Z'
