# JSONEncoder: subclasses overriding default, encode, iterencode; dump's chunks
import json


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


class PE(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {'x': o.x, 'y': o.y}
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)


data = {'p': Point(1, 2), 's': {3, 1, 2}, 'l': [Point(0, 0)]}
print(json.dumps(data, cls=PE))
print(json.dumps(data, cls=PE, indent=2, sort_keys=True))
print(PE().encode([Point(5, 6)]), PE(separators=(',', ':')).encode({'a': Point(1, 1)}))
try:
    json.dumps({'x': object}, cls=PE)
except TypeError as e:
    print('TypeError', e)


class Upper(json.JSONEncoder):
    def encode(self, o):
        return super().encode(o).upper()


print(json.dumps({'a': 'b'}, cls=Upper))


class Chunks(json.JSONEncoder):
    def iterencode(self, o, _one_shot=False):
        for chunk in super().iterencode(o, _one_shot):
            yield '<' + chunk + '>'


print(json.dumps([1, {'a': 'b'}], cls=Chunks))
print(list(json.JSONEncoder().iterencode({'a': [1, 2, {}], 'b': None})))
print(list(json.JSONEncoder(indent=2).iterencode([1, [2, []], {'c': 'd'}])))
print(list(json.JSONEncoder(sort_keys=True, separators=(',', ':')).iterencode(
    {'b': [True, False, 1.5], 'a': 'x'})))


class Rec:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


for kw in ({}, {'indent': 1}, {'sort_keys': True}, {'separators': (',', ':')}):
    r = Rec()
    json.dump({'z': [1, 'two', None, {'q': []}], 'a': 1.5}, r, **kw)
    print(kw, r.parts)
enc = json.JSONEncoder()
print(enc.item_separator, enc.key_separator, json.JSONEncoder(indent=2).item_separator)
print(enc.skipkeys, enc.ensure_ascii, enc.check_circular, enc.allow_nan, enc.sort_keys,
      enc.indent)
print(json.JSONEncoder.__module__, json.JSONDecoder.__module__)
print(json.dumps('\u00e9\U0001f600'), json.JSONEncoder(ensure_ascii=False).encode('\u00e9'))
print(json.dumps([1, 2], default=str), json.dumps(Point(1, 2), default=lambda o: o.__dict__))
print(json.dumps({'a': Point(3, 4)}, default=vars, indent=1))
