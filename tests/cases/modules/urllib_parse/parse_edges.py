# urllib.parse edge cases: RFC 3986 join examples, netloc pieces (hostname zones,
# ports, brackets), unsplit round trips, defrag, query parsing options and errors,
# quoting arguments, bytes inputs.
from urllib.parse import (urljoin, urlsplit, urlparse, urlunsplit, urlunparse, urldefrag,
                          parse_qs, parse_qsl, quote, quote_plus, quote_from_bytes,
                          unquote, unquote_plus)

def tryit(f, *a, **k):
    try:
        return f(*a, **k)
    except (ValueError, TypeError, AttributeError, UnicodeError, LookupError) as e:
        return (type(e).__name__, str(e))

base = 'http://a/b/c/d;p?q'
for ref in ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x',
            'g;x', 'g;x?y#s', '', '.', './', '..', '../', '../g', '../..', '../../',
            '../../g', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..',
            '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y',
            'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g', 'http:', 'https:g',
            'a//b/./c', 'mailto:x']:
    print(repr(ref), urljoin(base, ref))
for b, r in [('http://a/b/', 'c'), ('http://a', 'b'), ('http://a/b', ''), ('', 'x'),
             ('file:///tmp/x', 'y'), ('mailto:a@b', 'c'), ('svn+ssh://h/a/b', '../c'),
             ('http://a/b/c', '//x/y'), ('ftp://a/b;p', ';q'), (b'http://a/b/c', b'../d'),
             ('http://a/b?q#f', '#g'), ('http://a/./b/', './'), ('http:/a/b', 'c'),
             ('foo:/a/b', 'c')]:
    print(repr(b), repr(r), repr(urljoin(b, r)))
print(tryit(urljoin, 'http://a/', b'x'))

for url in ['http://User:Pw@[::1%25EtH0]:80/p', 'http://[::1]/', 'http://[::1]:/',
            'http://h:0/', 'http://h:65535', 'http://h:65536', 'http://h:+1/', 'http://h:1_0',
            'http://h: 1', 'http://h:٣', 'http://@h', 'http://u@:5', 'http://HoSt%ZoNe/',
            'http://[v1.x]/', 'http://[1.2.3.4]/', 'http://[::1/', 'http://::1]/',
            'http://[zz]/', 'http://a[b]c:9/', b'http://U:P@HoSt:8/x', 'http://h\u2100/',
            'http://h\uff03x/', 'http://caf\u00e9/', ' \t\nhttp://h/a\tb\r\n ', 'HTTP://H/',
            '1http://x', 'a+b.c-d:rest', '://x', 'path;p?q#f', 'http://h/p;a;b?q#f#g']:
    r = tryit(urlsplit, url)
    print(repr(url), r)
    if not isinstance(r, tuple) or type(r).__name__ != 'tuple':
        try:
            print('  ', r.username, r.password, r.hostname, tryit(lambda: r.port))
        except Exception as e:
            print('  ', type(e).__name__, e)
for url in ['http://h/p;a?q#f', 'ftp://h/d/p;type=a', 'mailto:a;b', 'http://h/a;b/c',
            'http://h/a;b/c;d', 'x;y', b'http://h/a;b']:
    print(repr(url), urlparse(url), urlparse(url, allow_fragments=False))
for parts in [('http', 'h', '/p', 'q', 'f'), ('http', '', 'p', '', ''), ('file', '', '/x', '', ''),
              ('file', '', '//x', '', ''), ('', 'h', 'p', '', ''), ('', '', '', '', ''),
              ('mailto', '', 'a@b', '', ''), ('http', None, '', None, None),
              (b'http', b'h', b'p', b'', b'f'), ('', '', None, '', ''), ('http', 'h', 'p', 'q', b'')]:
    print(parts, repr(tryit(urlunsplit, parts)))
print(urlunparse(('http', 'h', '/p', 'a', 'q', 'f')), urlunparse(('', '', 'p', '', '', '')))
for url in ['http://h/p#f', 'http://h/p', 'HTTP://h/p#', '  x#y', b'a#b', '#', 'http://h/p;x?q#f']:
    d = urldefrag(url)
    print(repr(url), d, d.geturl())

for qs in ['a=1&b=2&a=3', 'a=&b', '&&a=1&', 'a+b=c+d%20e&x=%FF', 'a=1;b=2', '=x', 'a==b',
           '', b'a=1&b=%41+c']:
    print(repr(qs), parse_qsl(qs), parse_qsl(qs, keep_blank_values=True), parse_qs(qs, True))
    print('   strict', tryit(parse_qsl, qs, strict_parsing=True),
          tryit(parse_qsl, qs, True, True))
for n in [None, 0, 1, 2, 3, -1]:
    print(n, tryit(parse_qsl, 'a=1&b=2', max_num_fields=n), tryit(parse_qsl, '', max_num_fields=n))
for sep in [';', b'&', '', None, 1, '&&']:
    print(repr(sep), tryit(parse_qsl, 'a=1;b=2&&c=3', separator=sep))
print(parse_qsl('a=%E9', encoding='latin-1'), parse_qsl('a=%E9', errors='strict') if False else '',
      tryit(parse_qsl, 'a=%E9', errors='strict'))

for s, kw in [('a b/c', {}), ('', {}), ('é ~', {}), ('é', {'encoding': 'latin-1'}),
              ('\udc80', {}), ('\udc80', {'errors': 'surrogateescape'}), ('x', {'encoding': ''}),
              (b'a b', {}), (b'a b', {'encoding': 'utf-8'}), (b'a b', {'errors': 'strict'}),
              (bytearray(b'a/b'), {}), (b'', {}), ('a/b?c', {'safe': ''}), ('a/b?c', {'safe': '?é'}),
              ('a b', {'safe': b' '}), (b'a~b', {'safe': b'\xff'}), (1, {})]:
    print(repr(s), kw, repr(tryit(quote, s, **kw)), repr(tryit(quote_plus, s, **kw)))
print(quote_plus(bytearray(b'a b')), quote_plus(b'a b', safe=b'/'), quote_plus('a b', '+'))
print(tryit(quote_from_bytes, 'x'), quote_from_bytes(b''), quote_from_bytes(bytearray(b'a b')))
for s in ['%41%zz%4', 'caf%C3%A9 ü %C3%A9x', '%e9', 'no escapes', '', '%', b'%41%e9', 'ü', '+%2B+']:
    print(repr(s), repr(tryit(unquote, s)), repr(tryit(unquote_plus, s) if isinstance(s, str) else ''),
          repr(tryit(unquote, s, encoding=None, errors=None) if isinstance(s, str) else ''), repr(tryit(unquote, s, 'latin-1')))
print(tryit(unquote, 5), tryit(unquote, ['%']), tryit(unquote, ['a']))
