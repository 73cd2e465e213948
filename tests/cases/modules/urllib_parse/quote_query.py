# urllib.parse quoting and query strings: quote/quote_plus/quote_from_bytes/unquote/
# unquote_plus/unquote_to_bytes, urlencode (doseq, safe, quote_via, bytes), parse_qs
# and parse_qsl (blank values, strict parsing, separators, field limits) and errors.
from urllib.parse import (quote, quote_plus, quote_from_bytes, unquote, unquote_plus,
                          unquote_to_bytes, urlencode, parse_qs, parse_qsl)

for s in ['', 'abc', 'a b', 'a/b c', 'é ü 中', '~_.-', "!*'();:@&=+$,/?#[]", '%', '\x00\x7f\x80',
          'a+b', b'a b\xff', bytearray(b'x/y z')]:
    print(repr(s), quote(s), quote(s, safe=''), quote(s, safe='/ '), quote_plus(s), quote_plus(s, safe='/'))
print(quote('é', encoding='latin-1'), quote('\udc80', errors='surrogateescape'), quote('a€', 'x', 'ascii', 'replace'))
print(quote_from_bytes(b'a&b'), quote_from_bytes(b'/x y', safe=b'/ '), quote(b'\x00', safe=b'\x00\x80'), quote('éa', safe='é'))
for s in ['', 'abc', 'a%20b', '%41%42', '%4', '%zz', '%%', '%e9', '%C3%A9', 'caf%C3%A9%', 'a+b%2B',
          '%F0%9F%98%80 x', 'é%41', '%ff%fe', b'%41%zz+', '%e2%82']:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s) if isinstance(s, str) else ''),
          unquote_to_bytes(s))
print(unquote('%e9', encoding='latin-1'), unquote('%ff', errors='strict') if False else unquote('%ff', errors='ignore'))
for thunk in (lambda: quote(5), lambda: quote(b'x', encoding='utf-8'), lambda: quote(b'x', errors='strict'),
              lambda: quote_from_bytes('x'), lambda: unquote(5), lambda: unquote(None), lambda: unquote_to_bytes(None),
              lambda: unquote_to_bytes(''), lambda: quote('é', encoding='ascii'), lambda: unquote('%ff', errors='strict')):
    try:
        print(repr(thunk()))
    except Exception as e:
        print(type(e).__name__, e)
print(urlencode({'a': 1, 'b': 'x y', 'c': 'é&='}), urlencode([('a', '1'), ('a', '2')]))
print(urlencode({'k': ['v1', 'v2'], 'e': [], 't': ('x',), 'n': 5, 'b': b'by tes', 's': 'st'}, doseq=True))
print(urlencode({'k': ['v1', 'v2']}), urlencode({b'k y': b'v/w'}), urlencode({'p': 'a/b c'}, safe='/'))
print(urlencode({'p': 'a b'}, quote_via=quote), urlencode({'p': 'é'}, encoding='latin-1'), urlencode([]), urlencode({}))
for bad in ('abc', [1, 2], 5):
    try:
        urlencode(bad)
    except TypeError as e:
        print('TypeError', e, type(e.__cause__).__name__)
qs = ['a=1&b=2&a=3', 'a=&b', 'a=1;b=2', '', '&&', 'x=%20y+z&%41=%42', 'k=v=w', '=v', 'a', 'é=ü']
for q in qs:
    print(repr(q), parse_qsl(q), parse_qsl(q, keep_blank_values=True), parse_qs(q), parse_qs(q, True))
print(parse_qsl('a=1;b=2', separator=';'), parse_qs(b'a=1&b=%41'), parse_qsl(b'x=y+z', keep_blank_values=True))
print(parse_qsl('a=%e9', encoding='latin-1'), parse_qsl('a=%ff'), parse_qsl('a=1&b=2', max_num_fields=2))
for thunk in (lambda: parse_qsl('a&b=1', strict_parsing=True), lambda: parse_qsl('a=1&&b=2', strict_parsing=True),
              lambda: parse_qsl('a=1&b=2&c=3', max_num_fields=2), lambda: parse_qsl('a=1', separator=''),
              lambda: parse_qsl('a=1', separator=None), lambda: parse_qsl('a=1', separator=5),
              lambda: parse_qs('a=1', separator=b'&'), lambda: parse_qsl(b'a=1', separator='&')):
    try:
        print(thunk())
    except Exception as e:
        print(type(e).__name__, e)
