class Registry(dict):
    def register(self, name):
        def deco(fn):
            self[name] = fn
            return fn
        return deco
r = Registry()
@r.register('add')
def add(a, b): return a + b
print(r['add'](1, 2), list(r), isinstance(r, dict), len(r))
class CaseInsensitive(dict):
    def __setitem__(self, k, v): super().__setitem__(k.lower(), v)
    def __getitem__(self, k): return super().__getitem__(k.lower())
    def __contains__(self, k): return super().__contains__(k.lower())
c = CaseInsensitive()
c['Key'] = 1
print(c['KEY'], 'kEy' in c, c, dict(c))
class Ordered(dict):
    def __repr__(self): return 'Ordered(' + super().__repr__() + ')'
print(Ordered(a=1, b=2), Ordered({1: 2}) == {1: 2})
