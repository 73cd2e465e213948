class Lazy:
    def __getattr__(self, name):
        if name.startswith('_'): raise AttributeError(name)
        return len(name)
l = Lazy()
print(hasattr(l, 'abc'), hasattr(l, '_x'), getattr(l, 'hello'), getattr(l, '_q', 'd'))
class Broken:
    def __getattr__(self, name): raise KeyError(name)
try:
    hasattr(Broken(), 'x')
except KeyError as e:
    print('KeyError', e)
