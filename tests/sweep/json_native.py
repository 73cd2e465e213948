# The json module's native scanner and encoder: values of every type, hooks, errors,
# indent and sort_keys, default(), a circular reference, subclasses.
import json
doc = '{"a": [1, -2.5e3, "x\\u00e9\\ud83d\\ude00", true, null], "b": {"c": "d\\n"}, "e": 10}'
v = json.loads(doc)
print(v, json.loads(doc, object_pairs_hook=list, parse_float=str, parse_int=float))
print(json.dumps(v), json.dumps(v, indent=2, sort_keys=True, ensure_ascii=False))
for bad in ('[1, 2', '{"a" 1}', '"\\x"', '[1] x'):
    try:
        json.loads(bad)
    except ValueError as e:
        print(type(e).__name__, e)


class L(list):
    pass


print(json.dumps({1: L([1.5, (2,)]), None: set()}, default=sorted, separators=(',', ':')))
c = [1]
c.append(c)
for kw in ({}, {'indent': 1}):
    try:
        json.dumps(c, **kw)
    except ValueError as e:
        print(e)
