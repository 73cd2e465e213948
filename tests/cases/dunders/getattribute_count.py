class Counted:
    def __init__(self):
        self.hits = 0
        self.v = 5
    def __getattribute__(self, name):
        if name != 'hits':
            object.__setattr__(self, 'hits', object.__getattribute__(self, 'hits') + 1)
        return object.__getattribute__(self, name)
    def m(self): return 'm'
c = Counted()
c.v; c.v; c.m()
print(c.hits)
class G2:
    def __getattribute__(self, n):
        raise AttributeError(n)
    def __getattr__(self, n):
        return 'ga:' + n
print(G2().anything)
