# json.dumps: scalars, containers, separators, indent, sort_keys, ensure_ascii
import json


class I(int):
    def __repr__(self):
        return 'I!'


class F(float):
    def __repr__(self):
        return 'F!'


class S(str):
    pass


values = [
    None, True, False, 0, -1, 10**30, 1.5, -0.0, 1e16, 1e-7, 3.141592653589793, 1e300 * 10,
    -1e300 * 10, 'plain', 'q"u\\o/te', 'ctl\x00\x01\x1f\x7f\b\f\n\r\t', 'é€😀', '\u2028',
    I(5), F(2.5), S('sub'), [], {}, (), [1, [2, [3, []]]], (1, 'a'), {'a': {'b': {}}},
    [{'k': [None]}],
]
for v in values:
    print(json.dumps(v))
    print(json.dumps(v, ensure_ascii=False))
    print(json.dumps(v, indent=2))
    print(json.dumps(v, indent='--', separators=(';', '=')))
    print(json.dumps(v, separators=(',', ':'), sort_keys=True))
    print(repr(json.dumps(v, indent=0)))
    print(repr(json.dumps(v, indent=-3)))
d = {'b': 1, 'a': [3, 2, 1], 'c': {'z': 0, 'y': None}}
print(json.dumps(d, sort_keys=True, indent=4))
print(json.dumps(d, sort_keys=True))
print(json.dumps({2: 'b', 1: 'a'}, sort_keys=True))
print(json.dumps({float('nan'): 1, float('inf'): 2, -float('inf'): 3}))
print(json.dumps([float('nan'), float('inf'), -float('inf')]))
print(json.dumps({'x': 1}, indent=True))
mixed = {1: 'int', 2.5: 'float', True: 't', False: 'f', None: 'n', 'key': 's'}
print(json.dumps(mixed), json.dumps(mixed, indent=1))
print(json.dumps('x', indent=4), json.dumps(5, indent=4))
