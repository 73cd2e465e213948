class A:
    def __call__(self, *a, **k): return a, k
print(A()(1, x=2), callable(A()), callable(1))
