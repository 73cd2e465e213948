class D:
    def __init__(self):
        self.real = 1
    def __getattr__(self, name):
        if name.startswith('x'):
            return name * 2
        raise AttributeError(f"no {name}")
d = D()
print(d.real, d.xy, getattr(d, 'xa'), hasattr(d, 'q'), getattr(d, 'q', 'dflt'))
class Logged:
    def __setattr__(self, name, value):
        print('set', name, value)
        super().__setattr__(name, value)
    def __delattr__(self, name):
        print('del', name)
        object.__delattr__(self, name)
l = Logged()
l.a = 1
print(l.a)
del l.a
print(hasattr(l, 'a'))
class GA:
    def __getattribute__(self, name):
        if name == 'magic':
            return 42
        return object.__getattribute__(self, name)
g = GA()
g.v = 3
print(g.magic, g.v)
try:
    g.nope
except AttributeError as e:
    print(e)
