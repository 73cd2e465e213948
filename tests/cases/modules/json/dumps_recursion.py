# deep nesting: RecursionError with CPython's texts, never a crash
import json


def t(f):
    try:
        r = f()
        print(len(r) if isinstance(r, (str, list)) else r)
    except Exception as e:
        print(type(e).__name__, e)


a = []
for i in range(100000):
    a = [a]
d = {}
for i in range(100000):
    d = {'k': d}
t(lambda: json.dumps(a))
t(lambda: json.dumps(d))
t(lambda: json.dumps(a, indent=1))
t(lambda: json.dumps(d, sort_keys=True, indent=2))
t(lambda: json.loads('[' * 100000 + ']' * 100000))
t(lambda: json.loads('{"a":' * 100000 + '1' + '}' * 100000))
t(lambda: json.loads('[{"a":' * 50000))
t(lambda: json.loads('[' * 100))
x = []
for i in range(100):
    x = [i, {'a': x}]
print(len(json.dumps(x)), json.loads(json.dumps(x)) == x)
lst = []
lst.append(lst)
t(lambda: json.dumps(lst, check_circular=False))
