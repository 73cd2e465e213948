import copy
class D(dict):
    pass
d = D(a=[1])
d.extra = 5
e = copy.deepcopy(d)
print(type(e).__name__, e, e['a'] is d['a'], e.extra)
f = copy.copy(d)
print(type(f).__name__, f, f['a'] is d['a'])
