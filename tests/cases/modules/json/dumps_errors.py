# json.dumps error paths: messages as CPython's (C encoder without indent, pure-Python
# encoder with indent)
import json


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class X:
    pass


for ind in (None, 2):
    print('indent', ind)
    t(lambda: json.dumps(float('nan'), allow_nan=False, indent=ind))
    t(lambda: json.dumps([float('inf')], allow_nan=False, indent=ind))
    t(lambda: json.dumps({'a': -float('inf')}, allow_nan=False, indent=ind))
    t(lambda: json.dumps({float('inf'): 1}, allow_nan=False, indent=ind))
    t(lambda: json.dumps({(1,): 1}, indent=ind))
    t(lambda: json.dumps({(1,): 1, 'b': 2}, skipkeys=True, indent=ind))
    t(lambda: json.dumps({X(): 1}, skipkeys=True, indent=ind))
    t(lambda: json.dumps({b'k': 1}, indent=ind))
    t(lambda: json.dumps(X(), indent=ind))
    t(lambda: json.dumps([1, {2, 3}], indent=ind))
    t(lambda: json.dumps(b'bytes', indent=ind))
    t(lambda: json.dumps({1: 'a', 'b': 2}, sort_keys=True, indent=ind))
    t(lambda: json.dumps({'a': 1}, separators=(',',), indent=ind))
    t(lambda: json.dumps([1], indent=1.5))
    lst = []
    lst.append(lst)
    t(lambda: json.dumps(lst, indent=ind))
    d = {}
    d['self'] = d
    t(lambda: json.dumps(d, indent=ind))
    t(lambda: json.dumps([d], indent=ind))
    t(lambda: json.dumps(X(), default=lambda o: o, indent=ind))
    t(lambda: json.dumps(X(), default=lambda o: [o], indent=ind))
    t(lambda: json.dumps(X(), default=lambda o: [1, 'x'], indent=ind))
    t(lambda: json.dumps([X(), X()], default=repr.__class__ and (lambda o: 'X'), indent=ind))
    shared = [1]
    t(lambda: json.dumps([shared, shared, {'a': shared}], indent=ind))
    t(lambda: json.dumps(lst, check_circular=False, indent=ind) if False else 'skipped')
t(lambda: json.dumps(1, bogus=1))
t(lambda: json.dumps())
