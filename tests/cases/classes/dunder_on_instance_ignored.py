class A:
    def __len__(self): return 1
a = A()
a.__len__ = lambda: 99
print(len(a), a.__len__())
class B: pass
b = B()
b.__repr__ = lambda: 'inst'
print(repr(b).startswith('<__main__.B'), b.__repr__())
