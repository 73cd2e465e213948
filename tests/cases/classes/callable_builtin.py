class A:
    def __call__(self): pass
class B: pass
print(callable(A()), callable(B()), callable(A), callable(len), callable(lambda: 0), callable('x'))
print(callable(A().__call__), callable(print), callable(None))
