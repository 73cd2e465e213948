class A:
    def __call__(self): return 1
class B: pass
print(callable(A()), callable(B()), callable(B), callable(print), callable(None))
