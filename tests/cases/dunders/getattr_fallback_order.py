class A:
    x = 'class'
    def __getattr__(self, name):
        return f'dynamic {name}'
a = A()
print(a.x, a.y)
a.x = 'inst'
print(a.x)
del a.x
print(a.x)
class P:
    @property
    def bad(self):
        raise AttributeError('inner')
    def __getattr__(self, name):
        return 'fallback ' + name
print(P().bad)
