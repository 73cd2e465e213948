# json.loads through the native scanner: positions after non-ASCII text, every error
# path of the scanner, the hooks (and hooks that raise), scan_once used directly,
# str subclasses, numbers at the edges, strict=False
import json
from collections import OrderedDict


def t(f):
    try:
        print(ascii(f()))
    except json.JSONDecodeError as e:
        print('JSONDecodeError', e, e.pos, e.lineno, e.colno, ascii(e.msg))
    except Exception as e:
        print(type(e).__name__, e)


docs = [
    '', ' ', '[', ']', '{', '}', '[1', '[1,', '[1,]', '[,1]', '[1 2]', '[1,\n 2,\n x]',
    '{"a"', '{"a":', '{"a":1', '{"a":1,', '{"a":1,}', '{"a" 1}', '{a:1}', '{"a":1 "b":2}',
    '{,}', '{"é": "ü", "€": [1, 2 3]}', '["é€😀", tru]', '"😀😀😀" x', '["😀", "\\x"]',
    '"\\u12"', '"\\u12G4"', '"\\ud800\\u12"', '"abc', '"a\tb"', '"a\nb"', '"\x00"',
    '"\\ud83d\\ude00"', '"\\ud83d"', '"\\ude00\\ud83d"', '"\\ud83dx"', '"\\ud83d\\u0041"',
    '"\\/\\b\\f\\n\\r\\t\\"\\\\"', 'nul', 'nulll', 'truex', 'fals', 'NaN', 'Infinity',
    '-Infinity', '-Inf', '-', '--1', '+1', '01', '-01', '0.', '.5', '1.e5', '1e', '1e+',
    '1E-2', '-0', '-0.0', '0e0', '1.5E+3', '123456789012345678', '1234567890123456789',
    '-9223372036854775808', '-9223372036854775809', '9' * 40, '1e400', '-1e400', '1e-400',
    '2.5e-324', '0.1' + '0' * 100 + '1', '[1e5, 1E5, 1.0, 10]', ' \t\n\r[ \t\n\r] \t\n\r',
    '[\u00a0]', '[1]\u00a0', '\ufeff[]', '{"a": 1, "a": 2, "b": 3, "a": 4}', '[[[[[]]]]]',
    '[{"a": [{"b": {}}], "c": [[], {}]}]', 'é', '"é" é', '[1] [2]',
]
for d in docs:
    t(lambda: json.loads(d))
t(lambda: json.loads('"a\tb\x00c\nd"', strict=False))
t(lambda: json.loads('{"a\nb": "c\rd"}', strict=False))
t(lambda: json.loads('"\x1f"', strict=False))

# hooks
log = []


def pairs(p):
    log.append(len(p))
    return OrderedDict(p)


t(lambda: json.loads('{"b": 1, "a": {"c": [1, {"d": 2}]}, "b": 3}', object_pairs_hook=pairs))
t(lambda: json.loads('{"b": 1, "a": 2}', object_pairs_hook=list))
t(lambda: json.loads('{"b": 1, "a": 2}', object_hook=lambda d: sorted(d.items())))
t(lambda: json.loads('{"b": 1}', object_hook=len, object_pairs_hook=tuple))
t(lambda: json.loads('{}', object_pairs_hook=tuple))
t(lambda: json.loads('[1.5, 2, 3e2, -0.0]', parse_float=str, parse_int=lambda s: -int(s)))
t(lambda: json.loads('[1.5, 2]', parse_float=float, parse_int=int))
t(lambda: json.loads('[NaN, Infinity, -Infinity]', parse_constant=lambda s: s.lower()))
t(lambda: json.loads('[1, NaN]', parse_constant=lambda s: 1 / 0))
t(lambda: json.loads('[1, {"x": 2}]', object_hook=lambda d: d['missing']))
t(lambda: json.loads('[1, 2.5]', parse_float=lambda s: int(s)))
t(lambda: json.loads('[1, "' + '9' * 5000 + '"]'))
t(lambda: json.loads('[1, ' + '9' * 5000 + ']'))
t(lambda: json.loads('[1, ' + '9' * 5000 + ']', parse_int=len))
print(log)

# the decoder's pieces used directly
dec = json.JSONDecoder()
t(lambda: dec.raw_decode('  [1]'))
t(lambda: dec.raw_decode('[1] tail'))
t(lambda: dec.raw_decode('xx[1, "é"] tail', 2))
t(lambda: dec.raw_decode('[1]', 5))
t(lambda: dec.scan_once('[1, 2]', 0))
t(lambda: dec.scan_once('é"ab"', 1))
t(lambda: dec.scan_once('[1, 2]', 3))
t(lambda: dec.scan_once('[1, 2]', 6))
t(lambda: dec.scan_once('[1, 2]', 99))
t(lambda: dec.scan_once('[1, 2]', -1))
t(lambda: dec.scan_once('[1, 2]', 2 ** 70))
t(lambda: dec.scan_once(b'[1]', 0))
t(lambda: dec.scan_once('[1]', '0'))
t(lambda: dec.scan_once('[1]', True))
try:
    dec.scan_once('x', 0)
except StopIteration as e:
    print('StopIteration', e.value)
t(lambda: json.JSONDecoder(strict=False).decode('["\t"]'))
t(lambda: json.JSONDecoder(strict=0).decode('["\n"]'))
t(lambda: json.JSONDecoder(strict=[]).decode('["\n"]'))
t(lambda: json.JSONDecoder(strict=[1]).decode('["\n"]'))


class S(str):
    def __repr__(self):
        return 'S!'


t(lambda: json.loads(S('{"k": [1, "v"]}')))
t(lambda: json.loads(S('{"k": [1, "v"] x')))
t(lambda: dec.decode(S('[1]')))
t(lambda: json.loads(bytearray(b'{"k": "\xc3\xa9"}')))
t(lambda: json.loads('{"k": "\xe9"}'.encode('utf-16')))
t(lambda: json.loads(b'[1, 2'))
t(lambda: json.loads(3))

# a JSONDecodeError's attributes and pickling support
try:
    json.loads('{\n  "a": [1,\n   2,\n  é]\n}')
except json.JSONDecodeError as e:
    print(e.msg, e.pos, e.lineno, e.colno, ascii(e.doc[:5]), e.__reduce__()[1][0])
    print(isinstance(e, ValueError), type(e).__module__)

# round trips of what the encoder writes
vals = [[], {}, [[]], {'': ''}, 'é\u2028\ud83d\ude00', -0.0, 1e-7, 2 ** 64, [1.5, True, None],
        {'a': {'b': {'c': [1, [2, [3]]]}}}, '\\"\x00\x1f\x7f']
for v in vals:
    for kw in ({}, {'indent': 2}, {'ensure_ascii': False}):
        s = json.dumps(v, **kw)
        print(ascii(s), json.loads(s) == v)
