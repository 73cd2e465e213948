class CM:
    def __enter__(self): return self
    def __exit__(self, *a):
        print('exit', a[0].__name__)
        return False
with CM():
    1/0
