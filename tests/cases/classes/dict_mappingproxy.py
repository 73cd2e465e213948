class A:
    x = 1
    def m(self): pass
d = A.__dict__
print(type(d), type(d).__name__, d['x'], 'x' in d, 'nope' in d, d.get('x'), d.get('q', 5))
print(len(d) == len(list(d)), sorted(k for k in d if not k.startswith('__')))
A.y = 2
print(d['y'], 'y' in d.keys(), sorted(d.keys())[-3:])
try:
    d['z'] = 3
except TypeError as e:
    print(e)
try:
    del d['x']
except TypeError as e:
    print(e)
try: hash(d)
except TypeError as e: print(e)
print(d == dict(d), d != {}, bool(d), type(d.copy()), type(d | {}))
print(repr(type(d)({'a': 1})), str(type(d)({'a': 1})))
print(list(reversed(type(d)({'a': 1, 'b': 2}))))
try: type(d)([1])
except TypeError as e: print(e)
try: A.__dict__ = {}
except AttributeError as e: print(e)
try:
    d |= {}
except TypeError as e: print(e)
print(sorted(k for k in dir(d) if not k.startswith('__')))
print([v for k, v in d.items() if k == 'x'], 1 in d.values())
