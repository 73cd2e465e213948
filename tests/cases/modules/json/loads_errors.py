# json.loads error kinds: CPython's messages and positions (msg, pos, lineno, colno)
import json

docs = [
    '', ' ', '[', '{', ']', '[1,]', '[,1]', '[1 2]', '[1,\n2,\n', '{"a"}', '{"a":}',
    '{"a":1,}', '{,}', '{"a":1 "b":2}', '{1:2}', "{'a':1}", '{"a" 1}', '1 2', '[1]x',
    '"abc', '"', '"\\', '"\\x"', '"\\u12"', '"\\u12', '"\\u123x"', '"\\uzzzz"',
    '"\\ud800\\u12"', '"\\ud800\\uzzzz"', '"a\nb"', '"a\x00"', '"\t"', 'tru', 'nul', 'nan',
    '-', '--1', '-x', '.5', '01', '1.', '1.e5', '1e', '1e+', '1.5E-', '-Inf', 'infinity',
    '\ufeff[]', '\n\n  [1,\n   2,\n   x]', '[1,\r\n2,\r\n x]', '{"a":[1,2,{"b":}]}',
    '"\x7f\x1f"', '[' * 10 + ']' * 9, '{"a":1}}', '[] []', '"a" "b"', 'true false',
    '\x0c1', '1\x0c', '[1\x0c]', '\u00a01', '[1,\u2028 2]', '{"\\ud800": "\\udfff"}x',
    '"\u00e9\\x"', '["\u20ac", "a\nb"]', '"\U0001f600\\u12"', '["\u00e9\U0001f600" 1]',
    '{"\u00e9": 1, "\u20ac\U0001f600":}', '"\U0001f600\\ud800\\uZZZZ"', '"\u00e9\\',
    '["\u00e9\\u00e9\\ud83d\\ude00\u20ac", "\U0001f600', '"\\u00e9\u00e9\\u0"',
]
for doc in docs:
    for strict in (True, False):
        try:
            v = json.loads(doc, strict=strict)
            print(ascii(doc), strict, 'ok', ascii(v))
        except json.JSONDecodeError as e:
            print(ascii(doc), strict, type(e).__name__, e, '|', e.msg, e.pos, e.lineno,
                  e.colno, e.doc == doc, isinstance(e, ValueError))
e = json.JSONDecodeError('Custom', 'ab\ncd\nef', 7)
print(e, e.msg, e.pos, e.lineno, e.colno, e.args, e.__reduce__()[1])
print(json.JSONDecodeError.__name__, json.JSONDecodeError.__module__,
      json.JSONDecodeError.__mro__[1].__name__)


def t(f):
    try:
        print(ascii(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: json.loads(None))
t(lambda: json.loads(5))
t(lambda: json.loads([]))
t(lambda: json.loads('1' * 5000))
t(lambda: json.loads('-' + '9' * 4300))
t(lambda: json.loads('1' + '0' * 400 + '.5'))
t(lambda: json.loads('1e999'))
t(lambda: json.loads('-1e999'))
t(lambda: json.loads('1E-999'))
t(lambda: json.loads('[1]', bogus=1))
t(lambda: json.JSONDecoder().raw_decode('[1] xyz'))
t(lambda: json.JSONDecoder().raw_decode(' [1]'))
t(lambda: json.JSONDecoder().raw_decode('x[1]', 1))
t(lambda: json.JSONDecoder().raw_decode('[1]', 5))
t(lambda: json.JSONDecoder().raw_decode('[1]', -1))
t(lambda: json.JSONDecoder().raw_decode('[1]', 3))
t(lambda: json.JSONDecoder().raw_decode('[1]', 10 ** 30))
t(lambda: json.JSONDecoder().raw_decode(b'[1]'))
t(lambda: json.JSONDecoder().decode('  {"a": 1}  '))
