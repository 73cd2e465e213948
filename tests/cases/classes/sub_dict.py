class AttrDict(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k)
    def __setattr__(self, k, v):
        self[k] = v
a = AttrDict(x=1)
a.y = 2
print(a, a.x, a.y, len(a), isinstance(a, dict))
class Lower(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
l = Lower()
l['AB'] = 1
print(l, l.get('ab'))
class D(dict):
    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.extra = True
d = D([(1, 2)], z=3)
print(d, d.extra, dict(d), type(d.copy()).__name__)
