class Proxy:
    def __init__(self, target): object.__setattr__(self, '_t', target)
    def __getattr__(self, n):
        print('proxy get', n)
        return getattr(self._t, n)
    def __setattr__(self, n, v):
        print('proxy set', n)
        setattr(self._t, n, v)
class T:
    def __init__(self): self.x = 1
    def hi(self): return 'hi'
t = T()
p = Proxy(t)
print(p.x, p.hi())
p.y = 5
print(t.y, '_t' in vars(p))
