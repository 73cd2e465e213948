class D:
    def __init__(self): self.a = 1
    def __delattr__(self, k):
        print('deleting', k)
        super().__delattr__(k)
d = D()
del d.a
try:
    del d.a
except AttributeError as e:
    print(e)
