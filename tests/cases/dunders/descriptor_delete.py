class D:
    def __get__(self, o, t): return 'got'
    def __set__(self, o, v): print('set', v)
    def __delete__(self, o): print('delete')
class C:
    d = D()
c = C()
print(c.d)
c.d = 5
del c.d
print(c.__dict__)
