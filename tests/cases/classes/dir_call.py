class A:
    def __dir__(self):
        return ['b', 'a', 'c']
    def __call__(self, x, y=2):
        return x + y
a = A()
print(dir(a))
print(a(1), a(1, y=5), callable(a), callable(A), callable(1))
class B:
    x = 1
    def m(self): pass
b = B()
b.y = 2
print([n for n in dir(b) if not n.startswith('__')])
print(dir(B) == sorted(dir(B)))
print('__init__' in dir(b), '__class__' in dir(b))
