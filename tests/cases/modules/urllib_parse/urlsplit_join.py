# urllib.parse: urlsplit/urlparse/urlunsplit/urlunparse/urljoin/urldefrag on str and
# bytes, the result types' attributes (username, password, hostname, port, geturl,
# encode/decode) and the ValueErrors.
from urllib.parse import (urlsplit, urlparse, urlunsplit, urlunparse, urljoin, urldefrag,
                          SplitResult, ParseResult, DefragResult, SplitResultBytes)
import urllib.parse

urls = ['http://www.python.org/doc/;p?q=1&r=2#frag', 'https://user:pw@Host.EXAMPLE:8080/p',
        'HTTP://x.org', 'file:///tmp/junk.txt', 'mailto:someone@example.com', 'path/only',
        '//netloc/path', '/abs/path?x#y', '?q', '#f', '', 'http://[::1]:80/a', 'http://[v1.fe]/x',
        'http://[fe80::1%25eth0]/', 'svn+ssh://h/repo', 'a1+b-c.d:rest', '1http:x', ' \t http://a/b\n',
        'http://a/b\tc', 'tel:+1-555;ext=1', 'http://a:/b', 'http://@host', 'http://u@h:99999/',
        'http://h:port/', 'http://h:-1/', 'http://h:٣/', 'http://a/b;c/d;e', 'sip:alice@atlanta.com;x',
        'http://[::ffff:1.2.3.4]/', 'ftp://user@ftp.example.org/a/b', 'javascript:alert(1)',
        'http://a/b?c#d#e', 'http://ex.com/%7Euser', 'http://üñí.com/']
for u in urls:
    try:
        s = urlsplit(u)
        p = urlparse(u)
        print(repr(u), s, p.params)
        for r in (s, p):
            try:
                port = r.port
            except ValueError as e:
                port = 'ValueError: %s' % e
            print('  ', r.username, r.password, r.hostname, port, r.geturl(), urlunsplit(s), urlunparse(p))
    except ValueError as e:
        print(repr(u), 'ValueError', e)
for u in ['http://[::1/', 'http://::1]/', 'http://[1.2.3.4]/', 'http://[vz.x]/', 'http://[zz::1]/',
          'http://[1:2:3:4:5:6:7:8:9]/', 'http://[::1::2]/', 'http://a\uff03b/', 'http://a\u2100b/']:
    try:
        print(repr(u), urlsplit(u))
    except ValueError as e:
        print(repr(u), 'ValueError', e)
print(urlsplit('http://a/b#c', allow_fragments=False), urlsplit('x/y', scheme='https'))
print(urlparse(b'http://u:p@h:1/a;b?c#d'), urlsplit(b'//h/p').hostname, urlsplit(b'http://h:8/').port)
print(urlsplit('http://h/').encode(), urlsplit(b'http://h/').decode(), urldefrag(b'http://a/b#c'))
for comps in [('http', 'h', '/p', 'q', 'f'), ('', '', 'p', '', ''), ('http', '', 'p', '', ''),
              ('mailto', '', 'x@y', '', ''), ('', 'h', 'p', '', ''), ('file', '', '//x', '', '')]:
    print(urlunsplit(comps), urlunparse(comps[:3] + ('pa',) + comps[3:]))
base = 'http://a/b/c/d;p?q'
for rel in ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x',
            'g;x?y#s', '', '.', './', '..', '../', '../g', '../..', '../../', '../../g', '../../../g',
            '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h',
            'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'http:g', 'https:g', 'mailto:x', '//h2/x/../y']:
    print(repr(rel), urljoin(base, rel))
print(urljoin('', 'x'), urljoin('http://a/b', ''), urljoin(b'http://a/b/', b'c'), urljoin('http://a/b/', 'c#d', False))
print(urljoin('mailto:a@b', 'c'), urljoin('http://a/b/c/', '../../../..'), urljoin('svn://a/b', 'c'))
print(urldefrag('http://a/b?c#frag'), urldefrag('http://a/b'), urldefrag('x#').geturl(), urldefrag('x#y').geturl())
for thunk in (lambda: urlsplit('http://a', b'x'), lambda: urljoin('http://a', b'x'),
              lambda: urlsplit(5), lambda: urlunsplit(('a', 'b')), lambda: urlsplit(b'http://\xff')):
    try:
        print(thunk())
    except Exception as e:
        print(type(e).__name__, e)
r = urlsplit('http://h/p?q#f')
print(r._replace(path='/x').geturl(), r._fields, r[1], len(r), r == ('http', 'h', '/p', 'q', 'f'))
print(isinstance(r, tuple), SplitResult('a', 'b', 'c', 'd', 'e').geturl(), ParseResult._fields, DefragResult._fields)
print(SplitResult.__mro__[1].__name__, type(r).__module__, SplitResult[str])
print(urllib.parse.uses_netloc[:3], urllib.parse.scheme_chars, sorted(urllib.parse.__all__))
