# json: load/dump over io objects and read/write duck types, big ints, subclasses of
# containers, keys of every type, module attributes
import io
import json


def t(f):
    try:
        print(ascii(f()))
    except Exception as e:
        print(type(e).__name__, e)


buf = io.StringIO()
json.dump({'a': [1, 2, {'b': None}], 'c': 'é'}, buf, indent=1, ensure_ascii=False)
print(repr(buf.getvalue()))
buf.seek(0)
print(json.load(buf))
print(json.load(io.StringIO('[1, 2.5, "x"]'), parse_float=str))
print(json.load(io.BytesIO(b'{"k": [true]}')))


class Reader:
    def read(self):
        return '{"from": "reader"}'


print(json.load(Reader(), object_pairs_hook=tuple))
t(lambda: json.load(object()))
t(lambda: json.dump([1], object()))
t(lambda: json.dumps(10 ** 5000))
t(lambda: json.dumps({10 ** 5000: 1}))
t(lambda: json.dumps([10 ** 4000 + 1, -10 ** 100]))
t(lambda: json.loads('9' * 4300))


class D(dict):
    def items(self):
        return [('overridden', 1)]


class L(list):
    pass


class T(tuple):
    pass


t(lambda: json.dumps(D(a=1)))
t(lambda: json.dumps(D(a=1), indent=1))
t(lambda: json.dumps(L([1, L([2])])))
t(lambda: json.dumps(T((1, 2)), indent=1))
t(lambda: json.dumps({'\U0001f600': '\U0001f600', 'k\n': 'v\t'}))
t(lambda: json.dumps({'\U0001f600': '\U0001f600'}, ensure_ascii=False))
t(lambda: json.dumps({1.5: 1, -0.0: 2, 1e100: 3, 10: 4, -5: 5}))
t(lambda: json.dumps({1.5: 1, -0.0: 2, 1e100: 3, 10: 4, -5: 5}, indent=0))
t(lambda: json.dumps({'b': 1, 'a': 2, 'c': {'z': 1, 'y': 2}}, sort_keys=True))
t(lambda: json.dumps([], indent=4) + json.dumps({}, indent=4) + json.dumps([[]], indent=4))
t(lambda: json.dumps(True, sort_keys=True))
t(lambda: json.dumps({'a': 1}, separators=('|', '->'), indent=2))
t(lambda: json.dumps(range(3)))
t(lambda: json.dumps(iter([1])))
t(lambda: json.dumps({'a': b'x'}, default=lambda o: o.decode()))
t(lambda: json.dumps([1, 2], default=None, cls=None, sort_keys=False))
print(sorted(json.__all__))
print(json.JSONDecodeError is json.JSONDecodeError, issubclass(json.JSONDecodeError, ValueError))
print(json.dumps(json.loads('{"nested": {"list": [1, {"deep": [null]}]}}'), indent='\t'))
