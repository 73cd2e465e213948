# edge behaviour of the API layer: option defaults judged by truth, hooks, byte codecs,
# decode-error attributes, non-finite floats
import json

print(json.dumps([1, 'é'], ensure_ascii=1, check_circular=2, allow_nan=[1], skipkeys=0))
print(json.dumps({'b': 1, 'a': [1.5, None]}, sort_keys=True, indent=2))
print(json.dumps([1, 2], separators=(';', '=')), json.dumps({'k': 1}, separators=(';', '=')))
print(json.dumps([1, {'a': 2}], indent='\t'))
print(json.dumps(object(), default=lambda o: 'obj'))


class Enc(json.JSONEncoder):
    def __init__(self, *, extra=None, **kw):
        super().__init__(**kw)
        self.extra = extra

    def default(self, o):
        return [self.extra, sorted(o)]


print(json.dumps({1, 2}, cls=Enc, extra='x'))
e = json.JSONEncoder(indent=3)
print(repr(e.item_separator), repr(e.key_separator), e.indent, e.skipkeys)
e = json.JSONEncoder(separators=(',', ':'))
print(repr(e.item_separator), repr(e.key_separator))
print(json.JSONEncoder().encode('a"é'), json.JSONEncoder(ensure_ascii=False).encode('a"é'))


class ListEnc(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        return iter(['[', 'x', ']'])


print(ListEnc().encode([1]))

for v in (float('nan'), float('inf'), -float('inf'), 1e300, -0.0):
    print(json.dumps(v), json.dumps([v], indent=1).replace('\n', '|'))
    try:
        print(json.dumps(v, allow_nan=False))
    except ValueError as ex:
        print(type(ex).__name__, ex)
    try:
        print(json.dumps([v], allow_nan=False, indent=0))
    except ValueError as ex:
        print(type(ex).__name__, ex)


class W:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


w = W()
json.dump({'a': [1, 2, {'b': None}]}, w)
print(w.parts)
w = W()
json.dump([1, [2]], w, indent=1, sort_keys=True)
print(w.parts)
try:
    json.dump([1], object())
except AttributeError as ex:
    print(type(ex).__name__, ex)

for b in (b'[1]', b'\xef\xbb\xbf[1]', '[1]'.encode('utf-16'), '[1]'.encode('utf-16-le'),
          '[1]'.encode('utf-16-be'), '[1]'.encode('utf-32'), '[1]'.encode('utf-32-le'),
          '[1]'.encode('utf-32-be'), '1'.encode('utf-16-le'), '1'.encode('utf-16-be'),
          b'1', b'12', b'123', bytearray(b'"x"')):
    print(json.detect_encoding(b), json.loads(b))
try:
    json.loads(5)
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    json.loads('\ufeff[1]')
except json.JSONDecodeError as ex:
    print(type(ex).__name__, ex, ex.pos)

print(json.loads('{"a": 1.5, "b": [1, NaN]}', parse_float=str, parse_int=lambda s: -int(s),
                 parse_constant=lambda s: s.lower()))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list, object_hook=dict))
print(json.loads('1.0', parse_float=0), json.loads('3', parse_int=None))


class Dec(json.JSONDecoder):
    def __init__(self, *, tag, **kw):
        super().__init__(**kw)
        self.tag = tag

    def decode(self, s):
        return (self.tag, super().decode(s))


print(json.loads('[1]', cls=Dec, tag='t'))
print(json.loads('[1]', cls=Dec, tag='t', object_hook=dict))
d = json.JSONDecoder(strict=False)
print(d.strict, d.object_hook, d.parse_int is int, d.parse_float is float, d.memo)
print(d.raw_decode('  [1] x', 2), d.raw_decode('"ab"cd'))
for doc, idx in (('', 0), ('x', 0), ('[1]', 5), ('ab\ncd\nef', 7), ('[1,]', 0)):
    try:
        print(d.raw_decode(doc, idx))
    except json.JSONDecodeError as ex:
        print(type(ex).__name__, ex, ex.msg, ex.pos, ex.lineno, ex.colno,
              ex.__suppress_context__, ex.__context__, ex.__cause__)
for doc in ('[1] 2', '\n\n  {"a" 1}', '[1,\n 2,,]', '  '):
    try:
        json.loads(doc)
    except json.JSONDecodeError as ex:
        print(type(ex).__name__, ex, ex.lineno, ex.colno, ex.doc == doc, ex.args)
e = json.JSONDecodeError('boom', 'a\nbc', 3)
print(e, e.msg, e.doc, e.pos, e.lineno, e.colno, e.__reduce__()[1], sorted(vars(e)))
