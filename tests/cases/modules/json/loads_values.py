# json.loads values and every keyword (hooks, parse_*, strict, cls, bytes input)
import json


class OrderedDict(dict):
    def __repr__(self):
        return 'OD(' + repr(list(self.items())) + ')'


docs = ['0', '-0', '-0.0', '12', '-12', '1.5', '1e5', '1E+5', '1e-5', '2.5e-3', '1.0',
        '123456789012345678901234567890', '1.7976931348623157e308', '5e-324',
        'true', 'false', 'null', 'NaN', 'Infinity', '-Infinity', '""', '"a"',
        '"\\"\\\\\\/\\b\\f\\n\\r\\t"', '"\\u00e9\\u20AC"', '"\\ud83d\\ude00"',
        '"\\ud800"', '"\\udc00\\ud800"', '"\\ud800\\u0041"', '"\\ud800\\ud800\\udc00"',
        '"\\u0000"', '"é€😀"', '[]', '{}', '[ ]', '{ }', ' [1, 2 ,3 ] ',
        '{"a": {"b": [1, {"c": null}]}, "d": "e"}', '{"a": 1, "a": 2}', '[[[]]]',
        '\t\n\r [\t1\n,\r2 ]\n', '{"": ""}', '[-1.5e-3, 0.0, 1E2]']
for doc in docs:
    v = json.loads(doc)
    print(ascii(doc), ascii(v), type(v).__name__)
print(json.loads('{"b": 1, "a": [1, 2]}', object_pairs_hook=list))
print(json.loads('{"b": 1, "a": {"c": 3}}', object_pairs_hook=OrderedDict))
print(json.loads('{"b": 1, "a": {"c": 3}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"b": 1}', object_hook=lambda d: 'H', object_pairs_hook=lambda p: 'P'))
print(json.loads('[{}, {"x": {}}]', object_hook=len))
print(json.loads('[1.5, 2, 3e2]', parse_float=lambda s: 'F' + s, parse_int=lambda s: 'I' + s))
print(json.loads('[NaN, Infinity, -Infinity]', parse_constant=lambda s: '<' + s + '>'))
print(json.loads('[1, 2]', parse_int=float), json.loads('[1.25]', parse_float=str))
print(json.loads('"a\tb\x00c"', strict=False) == 'a\tb\x00c')
print(json.loads(b'[1, "\xc3\xa9"]'), json.loads(bytearray(b'{"a": null}')))
print(json.loads(b'\xef\xbb\xbf[1]'))


class D(json.JSONDecoder):
    def __init__(self, **kw):
        kw['object_hook'] = lambda d: ('D', d)
        super().__init__(**kw)


print(json.loads('{"a": [1, {}]}', cls=D))


class R(json.JSONDecoder):
    def raw_decode(self, s, idx=0):
        obj, end = super().raw_decode(s, idx)
        return ['wrapped', obj], end


print(json.loads(' [1] ', cls=R))
dec = json.JSONDecoder(parse_int=lambda s: int(s) * 10)
print(dec.decode('[1, 2]'), dec.raw_decode('[3] tail'), dec.scan_once('7, 8', 3))
try:
    dec.scan_once('7', 1)
except StopIteration as e:
    print('StopIteration', e.value)
print(dec.strict, dec.object_hook, dec.parse_float is float, dec.parse_constant('NaN'))
v = json.loads('{"k": [1, 2.5, "s", null, true, {"n": {}}]}')
print(v, json.dumps(v) == '{"k": [1, 2.5, "s", null, true, {"n": {}}]}')


class S(str):
    pass


print(json.loads(S(' [1, -2.5e3, "s\\u00e9", {"k": [true]}] ')), json.loads(S('"x"')))
print(json.JSONDecoder().raw_decode(S('[12] tail')), json.loads(S('  7  ')))
