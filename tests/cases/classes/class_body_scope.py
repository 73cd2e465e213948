x = 'global'
class C:
    x = 'class'
    y = x + '!'
    z = [x for _ in range(1)]
    def m(self): return x
print(C.y, C.z, C().m())
class D:
    items = [1, 2]
    total = sum(items)
    del items
print(D.total, hasattr(D, 'items'))
