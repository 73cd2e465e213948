class K:
    a = 1
    def m(self): pass
keys = [k for k in K.__dict__ if not k.startswith('__')]
print(keys, '__module__' in K.__dict__, K.__dict__['a'])
k = K()
k.x = 1
print(k.__dict__, vars(k))
k.__dict__ = {'y': 2}
print(k.y, vars(k))
try:
    k.__dict__ = 5
except TypeError as e:
    print(e)
