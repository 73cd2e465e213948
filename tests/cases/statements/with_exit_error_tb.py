class C:
    def __enter__(self): return self
    def __exit__(self, *a): raise KeyError('k')
with C():
    1 / 0
