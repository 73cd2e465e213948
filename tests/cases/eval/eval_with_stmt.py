class CM:
    def __enter__(self):
        print('enter'); return 5
    def __exit__(self, t, v, tb):
        print('exit', t.__name__ if t else None); return True
with CM() as x:
    print(x)
    raise ValueError
print('after')
